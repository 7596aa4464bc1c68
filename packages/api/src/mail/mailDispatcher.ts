import { nextMailAttemptMs } from '@otech/domain';
import type { Database } from '../db/database.ts';
import { claimDueMail, markMailDone, markMailFailed } from '../db/mailOutbox.ts';
import type { MailDelivery } from './mailDelivery.ts';

/** How often the outbox is read for messages due again (retries, or written by another process). */
const MAIL_POLL_MS = 30_000;

/**
 * Sends the outbox's messages after the writes that stored them have committed: routes call
 * `wake()` once their transaction is done, and a timer reads the outbox every MAIL_POLL_MS for
 * the retries. A send never runs inside a business transaction, so an SMTP failure or a slow
 * server never blocks or undoes an order.
 */
export class MailDispatcher {
  private running: Promise<void> = Promise.resolve();
  private again = false;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Database,
    readonly delivery: MailDelivery,
    private readonly now: () => number = Date.now,
  ) {}

  /** Starts the periodic read of the outbox. */
  start(pollMs = MAIL_POLL_MS): void {
    this.timer = setInterval(() => this.wake(), pollMs);
    this.timer.unref();
    this.wake();
  }

  /** Sends what is due, soon, without waiting; wakes during a run are folded into one more run. */
  wake(): void {
    void this.flush();
  }

  /** Sends every message due now; resolves when done (tests and shutdown wait on it). */
  flush(): Promise<void> {
    if (this.again) return this.running;
    this.again = true;
    this.running = this.running.then(async () => {
      this.again = false;
      await this.sendDue().catch((error: unknown) => console.error(`mail outbox: ${(error as Error).message}`));
    });
    return this.running;
  }

  private async sendDue(): Promise<void> {
    for (;;) {
      const due = await claimDueMail(this.db, this.now());
      if (due.length === 0) return;
      for (const stored of due) {
        const { delivery } = this;
        if (delivery.kind === 'kept') {
          await markMailDone(this.db, stored.id, 'kept');
          continue;
        }
        try {
          await delivery.send(stored.mail, delivery.from);
          await markMailDone(this.db, stored.id, 'sent');
        } catch (error) {
          const attempts = stored.attempts + 1;
          const message = (error as Error).message;
          console.error(`mail ${stored.id} to ${stored.mail.to} failed (attempt ${attempts}): ${message}`);
          await markMailFailed(this.db, stored.id, attempts, message, nextMailAttemptMs(attempts, this.now()));
        }
      }
    }
  }

  /** Stops the timer and waits for the run under way; closes the SMTP connections. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
    if (this.delivery.kind === 'smtp') this.delivery.close();
  }
}
