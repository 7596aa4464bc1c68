import type { Worker } from 'node:worker_threads';
import type { Product } from '@otech/domain';
import { productOfStoredJson } from '../db/products.ts';
import { startTypeScriptWorker } from '../threads/typeScriptWorker.ts';
import type { CatalogueUpload, UploadPlan } from './uploadPlan.ts';

/** The messages the API thread sends to an import thread (importThread.ts). */
export type ToImportThread =
  | { kind: 'plan'; id: number; upload: CatalogueUpload }
  | { kind: 'stored'; id: number; entries: [string, readonly string[]][] }
  | { kind: 'storedEnd'; id: number }
  | { kind: 'nextProducts'; id: number };

/** The messages an import thread sends back. */
export type FromImportThread =
  | { kind: 'lookup'; id: number; references: string[] }
  /** [reference, the product's JSON and search text as stored]: stored as they are (db/products.ts, productOfStoredJson). */
  | { kind: 'products'; id: number; products: [string, string, string][] }
  | { kind: 'planned'; id: number; result: UploadPlan['result']; writable: boolean; images: UploadPlan['images'] }
  | { kind: 'failed'; id: number; error: string };

/**
 * The stored products of the references a file names, as catalogue cells, a chunk at a time: the
 * API thread answers other requests between chunks.
 */
export type StoredCellsLookup = (references: readonly string[]) => AsyncIterable<[string, readonly string[]][]>;

/** A thread's plan as the API thread writes it: each product read back from the text it is stored as. */
export type PlannedUpload = Omit<UploadPlan, 'products'> & { products: [string, Product][] };

/** Why an import thread gave no plan. */
export class ImportThreadError extends Error {
  constructor(
    readonly reason: 'timeLimit' | 'memory' | 'cancelled' | 'failed',
    message: string,
  ) {
    super(message);
  }
}

export interface ImportThreadsOptions {
  /** Threads reading files at once. */
  threads: number;
  /** Admitted imports waiting for a thread, beyond those being read. */
  waiting: number;
  /** Longest a file may take, from its thread's start on it to its plan; the thread is then stopped. */
  timeLimitMs: number;
  /** Heap of a thread: a file too big for it stops that thread, never the API. */
  maxHeapMb: number;
}

interface Job {
  id: number;
  upload: CatalogueUpload;
  lookup: StoredCellsLookup;
  signal: AbortSignal;
  products: [string, Product][];
  resolve: (plan: PlannedUpload) => void;
  reject: (error: Error) => void;
}

interface Running {
  job: Job;
  timer: NodeJS.Timeout;
  onAbort: () => void;
}

/**
 * Import threads for the catalogue page's CSV upload (issue 11: one request must never stall the
 * server): decoding, parsing and checking a 40,000-row file takes seconds of CPU, done here on a
 * thread of its own. At most `threads + waiting` imports are admitted at once; others are refused
 * rather than queued without end. Threads start on the first import and are kept for the next.
 */
export class ImportThreads {
  private admitted = 0;
  private nextId = 0;
  private readonly idle: Worker[] = [];
  private readonly running = new Map<Worker, Running>();
  private readonly queue: Job[] = [];

  constructor(
    private readonly options: ImportThreadsOptions,
    private readonly entry = new URL('./importThread.ts', import.meta.url),
  ) {}

  /** A place for one import, given back by calling the answer (once is enough); undefined when every place is taken. */
  admit(): (() => void) | undefined {
    if (this.admitted >= this.options.threads + this.options.waiting) return undefined;
    this.admitted += 1;
    let held = true;
    return () => {
      if (held) this.admitted -= 1;
      held = false;
    };
  }

  /** Plans the upload on a thread (the caller has been admitted); `signal` cancels it, its thread stopped if it had started. */
  plan(upload: CatalogueUpload, lookup: StoredCellsLookup, signal: AbortSignal): Promise<PlannedUpload> {
    return new Promise<PlannedUpload>((resolve, reject) => {
      if (signal.aborted) return reject(new ImportThreadError('cancelled', 'import cancelled'));
      const job: Job = { id: (this.nextId += 1), upload, lookup, signal, products: [], resolve, reject };
      this.queue.push(job);
      signal.addEventListener('abort', () => this.dequeue(job), { once: true });
      this.dispatch();
    });
  }

  /** Stops every thread; imports under way fail (as a thread that failed: their requests still get an answer). */
  async stop(): Promise<void> {
    const stopped = () => new ImportThreadError('failed', 'import threads stopped');
    for (const job of this.queue.splice(0)) job.reject(stopped());
    const workers = [...this.idle.splice(0), ...this.running.keys()];
    for (const worker of [...this.running.keys()]) this.finish(worker, stopped());
    await Promise.all(workers.map((worker) => worker.terminate()));
  }

  private dequeue(job: Job): void {
    const at = this.queue.indexOf(job);
    if (at === -1) return;
    this.queue.splice(at, 1);
    job.reject(new ImportThreadError('cancelled', 'import cancelled'));
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      // No idle thread: a new one while fewer than `threads` run.
      const worker = this.idle.pop() ?? (this.running.size < this.options.threads ? this.start() : undefined);
      if (!worker) return;
      const job = this.queue.shift() as Job;
      const timer = setTimeout(() => this.stopWorker(worker, new ImportThreadError('timeLimit', `import took over ${this.options.timeLimitMs} ms`)), this.options.timeLimitMs);
      timer.unref();
      const onAbort = () => this.stopWorker(worker, new ImportThreadError('cancelled', 'import cancelled'));
      job.signal.addEventListener('abort', onAbort, { once: true });
      this.running.set(worker, { job, timer, onAbort });
      const bytes = job.upload.bytes;
      // The thread takes the file's memory over when it is a whole buffer of its own; else it gets a copy.
      const own = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : new Uint8Array(bytes);
      worker.postMessage({ kind: 'plan', id: job.id, upload: { ...job.upload, bytes: own } } satisfies ToImportThread, [own.buffer as ArrayBuffer]);
    }
  }

  private start(): Worker {
    const worker = startTypeScriptWorker(this.entry, { maxOldGenerationSizeMb: this.options.maxHeapMb });
    worker.on('message', (message: FromImportThread) => this.receive(worker, message));
    worker.on('error', (error: Error & { code?: string }) => {
      const memory = error.code === 'ERR_WORKER_OUT_OF_MEMORY';
      this.finish(worker, new ImportThreadError(memory ? 'memory' : 'failed', `import thread: ${error.message}`));
    });
    worker.on('exit', () => this.finish(worker, new ImportThreadError('failed', 'import thread stopped')));
    return worker;
  }

  private receive(worker: Worker, message: FromImportThread): void {
    const running = this.running.get(worker);
    if (!running || running.job.id !== message.id) return;
    const { job } = running;
    if (message.kind === 'lookup') {
      this.answerLookup(worker, job, message.references).catch((error: unknown) => this.stopWorker(worker, new ImportThreadError('failed', `catalogue lookup: ${(error as Error).message}`)));
    }
    else if (message.kind === 'products') {
      for (const [reference, record, searchText] of message.products) job.products.push([reference, productOfStoredJson(record, searchText)]);
      // Asked for at the next turn, so the requests that came meanwhile are answered between chunks.
      setImmediate(() => {
        if (this.running.get(worker)?.job === job) worker.postMessage({ kind: 'nextProducts', id: job.id } satisfies ToImportThread);
      });
    }
    else if (message.kind === 'failed') this.stopWorker(worker, new ImportThreadError('failed', `import thread: ${message.error}`));
    else {
      this.finish(worker);
      job.resolve({ result: message.result, writable: message.writable, products: job.products, images: message.images });
    }
  }

  private async answerLookup(worker: Worker, job: Job, references: readonly string[]): Promise<void> {
    const current = () => this.running.get(worker)?.job === job;
    for await (const entries of job.lookup(references)) {
      if (!current()) return;
      worker.postMessage({ kind: 'stored', id: job.id, entries } satisfies ToImportThread);
    }
    if (current()) worker.postMessage({ kind: 'storedEnd', id: job.id } satisfies ToImportThread);
  }

  /** Ends the worker's job (failed with `error` if given); the worker goes back to the idle ones when it is still sound. */
  private finish(worker: Worker, error?: ImportThreadError): void {
    const running = this.running.get(worker);
    this.running.delete(worker);
    if (running) {
      clearTimeout(running.timer);
      running.job.signal.removeEventListener('abort', running.onAbort);
      if (error) running.job.reject(error);
    }
    const at = this.idle.indexOf(worker);
    if (error) {
      if (at !== -1) this.idle.splice(at, 1);
    } else if (at === -1) this.idle.push(worker);
    this.dispatch();
  }

  /** Stops a thread whose job failed or ran too long: its next job gets a fresh one. */
  private stopWorker(worker: Worker, error: ImportThreadError): void {
    this.finish(worker, error);
    void worker.terminate();
  }
}

/** The API's import threads: one reads a file while one more import waits; a file gets a minute and a 1 GB heap. */
export const catalogueImports = new ImportThreads({ threads: 1, waiting: 1, timeLimitMs: 60_000, maxHeapMb: 1024 });
