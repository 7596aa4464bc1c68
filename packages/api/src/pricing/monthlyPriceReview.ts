import type { Database } from '../db/database.ts';
import { refreshPriceTerms } from '../db/priceTerms.ts';
import { runWholesalerReview } from '../db/wholesalerReview.ts';

/** How often the scheduler looks whether this month's review has run: a month claimed once is skipped at once. */
const REVIEW_CHECK_MS = 60 * 60 * 1000;

/**
 * The wholesaler clause's monthly review, run by the API (issue 21): at start and then every hour
 * it runs the review of the month unless one already ran (this process or another on the same
 * database: the month's row is claimed in the review's transaction). Decision record 150.
 */
export class MonthlyPriceReview {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
  ) {}

  start(): void {
    this.tick();
    this.timer = setInterval(() => this.tick(), REVIEW_CHECK_MS);
    this.timer.unref();
  }

  private tick(): void {
    this.running = this.running
      .then(() => runWholesalerReview(this.db, this.now(), { dryRun: false, scheduled: true }))
      .then(async (result) => {
        await refreshPriceTerms(this.db);
        const moved = result.lines.filter((line) => line.outcome === 'moves').length;
        if (result.applied) console.log(`wholesaler review ${result.month}: ${moved} client(s) moved to Professionnel`);
      })
      .catch((error: unknown) => console.error(`wholesaler review failed: ${(error as Error).message}`));
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }
}
