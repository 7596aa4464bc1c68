/** Rows an export reads at a time: a few hundred kilobytes, whatever the list's length. */
export const EXPORT_BATCH_SIZE = 1000;

/**
 * A whole ordered list read in batches, each starting after the last row of the one before (keyset,
 * never an offset): an export of 200,000 invoices holds one batch at a time and costs the same per
 * batch at its end as at its start.
 */
export async function* inBatches<Row, Key>(read: (after: Key | undefined, limit: number) => Promise<Row[]>, keyOf: (row: Row) => Key, size = EXPORT_BATCH_SIZE): AsyncGenerator<Row[]> {
  let after: Key | undefined;
  for (;;) {
    const rows = await read(after, size);
    if (rows.length > 0) yield rows;
    const last = rows.at(-1);
    if (rows.length < size || last === undefined) return;
    after = keyOf(last);
  }
}
