// The catalogue index's thread (see indexOffThread.ts): builds the search index of one catalogue per job.
import { serveJobs } from '../threads/jobThread.ts';
import { ProductIndex, partsBuffers } from './productIndex.ts';
import type { IndexColumns } from './productIndex.ts';

serveJobs(async (columns: IndexColumns) => {
  const parts = ProductIndex.ofColumns(columns).parts();
  return { output: parts, transfer: partsBuffers(parts) };
});
