import type { Response } from 'express';
import { BULK_MESSAGES, bulkDone, bulkRefused, bulkResult } from '@otech/domain';
import type { BulkOutcome, BulkResult } from '@otech/domain';
import { StockRefused } from '../db/orderStock.ts';
import { HttpError } from './errors.ts';
import { sendZip } from './zipDownload.ts';

/* The staff lists' bulk actions (issue 23): record after record, each answered done or refused with its French reason. */

/**
 * One record's outcome: done with what `run` says it did, or refused with the reason of the
 * HttpError (or stock refusal) it threw; any other error is a fault and goes on.
 */
export async function outcomeOf(id: string, label: string, run: () => Promise<string>): Promise<BulkOutcome> {
  try {
    return bulkDone(id, label, await run());
  } catch (error) {
    if (error instanceof HttpError || error instanceof StockRefused) return bulkRefused(id, label, error.message);
    throw error;
  }
}

/**
 * Runs the action on each id in turn. Each record's write is its own transaction (with its audit
 * entry), so a refused record undoes nothing done to the others, and one done is never undone.
 */
export async function eachRecord(ids: readonly string[], act: (id: string) => Promise<BulkOutcome>): Promise<BulkResult> {
  const outcomes: BulkOutcome[] = [];
  for (const id of ids) outcomes.push(await act(id));
  return bulkResult(outcomes);
}

/** A file of a bulk download, drawn only when the ZIP is written. */
export interface BulkFile {
  name: string;
  draw: () => Promise<Buffer>;
}

/**
 * Answers the ZIP of the files of the records done, drawn one after the other as the ZIP is
 * written; when no record has a file, a 409 listing each record's reason instead.
 */
export async function sendBulkZip(res: Response, fileName: string, { result, files }: { result: BulkResult; files: readonly BulkFile[] }): Promise<void> {
  if (files.length === 0) throw new HttpError(409, BULK_MESSAGES.nothingToDownload, result.outcomes.map((outcome) => ({ path: outcome.id, message: outcome.message })));
  async function* drawn() {
    for (const file of files) yield { name: file.name, content: await file.draw() };
  }
  await sendZip(res, fileName, drawn());
}
