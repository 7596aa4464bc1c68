// The catalogue index's thread (see indexOffThread.ts): builds the search index of a catalogue, and
// keeps it to apply the next import's writes to rather than build it again.
import { serveJobs } from '../threads/jobThread.ts';
import { ProductIndex, partsBuffers } from './productIndex.ts';
import type { IndexJob } from './productIndex.ts';

/** This thread's copy of the index it last sent, for the next job's writes. */
let kept: ProductIndex | undefined;

serveJobs(async (job: IndexJob) => {
  if (job.kind === 'build') kept = ProductIndex.ofColumns(job.columns);
  else if (!kept) throw new Error('no index kept to write to');
  else kept.applyWrites(job.columns, job.slots, job.removed);
  const parts = kept.parts();
  return { output: parts, transfer: partsBuffers(parts) };
});
