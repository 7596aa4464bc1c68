import { parentPort } from 'node:worker_threads';
import type { Transferable, Worker } from 'node:worker_threads';
import { startTypeScriptWorker } from './typeScriptWorker.ts';

interface Job<Out> {
  resolve: (output: Out) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

type Answer<Out> = { id: number; output: Out; error?: undefined } | { id: number; error: string };

/**
 * One long-lived worker thread running `entry` (which calls `serveJobs`), started on the first
 * job so its modules load once, and never keeping the process alive. A job that takes over
 * `timeoutMs` fails and the thread is replaced, since a stuck job would hold every later one.
 */
export class JobThread<In, Out> {
  private worker: Worker | undefined;
  private nextId = 0;
  private readonly jobs = new Map<number, Job<Out>>();

  constructor(
    private readonly entry: URL,
    private readonly label: string,
    private readonly timeoutMs: number,
  ) {}

  run(input: In, transfer: readonly Transferable[] = []): Promise<Out> {
    const id = (this.nextId += 1);
    const thread = this.thread();
    return new Promise<Out>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.jobs.delete(id);
        reject(new Error(`${this.label}: timed out`));
        if (this.worker === thread) this.worker = undefined;
        void thread.terminate();
      }, this.timeoutMs);
      timer.unref();
      this.jobs.set(id, { resolve, reject, timer });
      thread.postMessage({ id, input }, [...transfer]);
    });
  }

  /** Stops the thread, if one runs (the API's close). */
  async stop(): Promise<void> {
    const running = this.worker;
    this.worker = undefined;
    if (running) await running.terminate();
  }

  private thread(): Worker {
    if (this.worker) return this.worker;
    const started = startTypeScriptWorker(this.entry);
    started.on('message', (answer: Answer<Out>) => {
      const job = this.jobs.get(answer.id);
      if (!job) return;
      this.jobs.delete(answer.id);
      clearTimeout(job.timer);
      if (answer.error === undefined) job.resolve(answer.output);
      else job.reject(new Error(`${this.label}: ${answer.error}`));
    });
    const lost = (error: Error) => {
      if (this.worker === started) this.worker = undefined;
      for (const job of this.jobs.values()) {
        clearTimeout(job.timer);
        job.reject(error);
      }
      this.jobs.clear();
    };
    started.on('error', lost);
    started.on('exit', () => lost(new Error(`${this.label}: the thread stopped`)));
    this.worker = started;
    return started;
  }
}

/** The thread's side of a JobThread: answers each job with `work`'s output and the buffers to hand over with it. */
export function serveJobs<In, Out>(work: (input: In) => Promise<{ output: Out; transfer?: Transferable[] }>): void {
  const port = parentPort;
  if (!port) throw new Error('a job thread module runs as a worker thread only');
  port.on('message', ({ id, input }: { id: number; input: In }) => {
    work(input).then(
      ({ output, transfer }) => port.postMessage({ id, output } satisfies Answer<Out>, transfer ?? []),
      (error: unknown) => port.postMessage({ id, error: error instanceof Error ? error.message : String(error) } satisfies Answer<Out>),
    );
  });
}
