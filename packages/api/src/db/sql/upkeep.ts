import { sql } from 'kysely';
import { SHOP_TIME_ZONE } from '@otech/domain';
import type { SqlDatabase } from './connect.ts';

/*
 * What PostgreSQL's autovacuum does and PGlite has no process for (decision 263): after many writes
 * (an import, a year of invoices, the bench's generation) a table's planner statistics are refreshed
 * (ANALYZE) and its visibility map set (VACUUM), so plans fit the rows there are and a staff list's
 * count is an index-only scan. Run by the API process that owns the PGlite folder.
 */

/** Autovacuum's default thresholds: a table is analysed past 50 rows + 10 % changed, vacuumed past 50 + 20 % dead or 1,000 + 20 % inserted. */
const ANALYZE_ROWS = 50;
const ANALYZE_SHARE = 0.1;
const VACUUM_ROWS = 50;
const VACUUM_SHARE = 0.2;
const INSERT_ROWS = 1_000;
const INSERT_SHARE = 0.2;
/** A small table's growth that needs no new count: a few pages. */
const GROWN_PAGES = 8;
/**
 * The pages a vacuum may visit while customers are served (PGlite runs one statement at a time, so a
 * request waits for it): 2,000 pages of 8 KiB, a few tenths of a second. A larger one waits for the night.
 */
const DAYTIME_VACUUM_PAGES = 2_000;
/** The shop's quiet hours (Paris time, from 2:00 to 5:00), when a vacuum of any size may run. */
const NIGHT_HOURS = { from: 2, to: 5 };
/** How often the API process looks at its tables: autovacuum's own nap. */
const UPKEEP_CHECK_MS = 60_000;

interface TableActivity {
  table: string;
  rows: number;
  changed: number;
  dead: number;
  inserted: number;
  /** The pages a vacuum would read: those not yet known to be all-visible. */
  unvisited: number;
  /** The table's pages now, and as its statistics last counted them. */
  pages: number;
  counted: number;
}

/** What one round did to a table. */
export interface TableUpkept {
  table: string;
  done: 'vacuum' | 'analyze';
}

async function tableActivity(db: SqlDatabase): Promise<TableActivity[]> {
  // PGlite keeps its row counters in its one session until told to publish them; the next statement does.
  await sql`select pg_stat_force_next_flush()`.execute(db);
  const { rows } = await sql<Record<keyof TableActivity, string>>`
    select relname as table, rows, changed, dead, inserted, greatest(pages - relallvisible, 0) as unvisited, pages, counted from (
      select s.relname, greatest(c.reltuples, 0) as rows, s.n_mod_since_analyze as changed, s.n_dead_tup as dead, s.n_ins_since_vacuum as inserted,
        pg_relation_size(c.oid) / current_setting('block_size')::int as pages, c.relpages as counted, c.relallvisible
      from pg_stat_user_tables s join pg_class c on c.oid = s.relid
    ) as activity`.execute(db);
  return rows.map(({ table, ...counts }) => ({ table, ...(Object.fromEntries(Object.entries(counts).map(([key, value]) => [key, Number(value)])) as Omit<TableActivity, 'table'>) }));
}

/**
 * A table grown past its last count by more than the analysis share: what shows writes whose row
 * counters were lost (PGlite publishes them only when asked; another process wrote the folder before).
 */
const grown = (table: TableActivity) => table.pages > GROWN_PAGES + (1 + ANALYZE_SHARE) * table.counted;

/**
 * Analyses each table past autovacuum's thresholds and vacuums (with its analysis) each one past them
 * whose pages to visit are within `vacuumPages`; one statement a table, so requests run between them.
 */
export async function upkeepTables(db: SqlDatabase, vacuumPages: number): Promise<TableUpkept[]> {
  const done: TableUpkept[] = [];
  for (const table of await tableActivity(db)) {
    const vacuum = table.dead > VACUUM_ROWS + VACUUM_SHARE * table.rows || table.inserted > INSERT_ROWS + INSERT_SHARE * table.rows;
    if (vacuum && table.unvisited <= vacuumPages) {
      await sql`vacuum (analyze) ${sql.table(table.table)}`.execute(db);
      done.push({ table: table.table, done: 'vacuum' });
    } else if (table.changed > ANALYZE_ROWS + ANALYZE_SHARE * table.rows || grown(table)) {
      await sql`analyze ${sql.table(table.table)}`.execute(db);
      done.push({ table: table.table, done: 'analyze' });
    }
  }
  return done;
}

/** True from 2:00 to 5:00 at the shop (Paris time). */
export function isNight(now: Date): boolean {
  const hour = Number(new Intl.DateTimeFormat('en-GB', { timeZone: SHOP_TIME_ZONE, hour: 'numeric', hourCycle: 'h23' }).format(now));
  return hour >= NIGHT_HOURS.from && hour < NIGHT_HOURS.to;
}

/** The API's upkeep of its PGlite folder: a round at start, then every minute, one at a time. */
export class EmbeddedUpkeep {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: SqlDatabase,
    private readonly now: () => Date = () => new Date(),
    private readonly checkMs = UPKEEP_CHECK_MS,
  ) {}

  start(): void {
    this.tick();
    this.timer = setInterval(() => this.tick(), this.checkMs);
    this.timer.unref();
  }

  private tick(): void {
    this.running = this.running
      .then(() => upkeepTables(this.db, isNight(this.now()) ? Number.POSITIVE_INFINITY : DAYTIME_VACUUM_PAGES))
      .then((done) => {
        if (done.length > 0) console.log(`database upkeep: ${done.map((table) => `${table.done} ${table.table}`).join(', ')}`);
      })
      .catch((error: unknown) => console.error(`database upkeep failed: ${(error as Error).message}`));
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }
}
