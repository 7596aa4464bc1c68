import { readFile } from 'node:fs/promises';
import writeFileAtomic from 'write-file-atomic';

/**
 * One JSON file of the runtime database, held in memory. Saves are atomic (temporary file then
 * rename, so a crash mid-write leaves the previous version) and queued one after the other, so
 * two requests never interleave their writes and each save carries every change made before it.
 */
export class JsonDocument<T> {
  private queue: Promise<void> = Promise.resolve();

  constructor(
    readonly file: string,
    public data: T,
  ) {}

  static async load<T>(file: string, read: (raw: unknown) => T): Promise<JsonDocument<T>> {
    const text = await readFile(file, 'utf8');
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch (error) {
      throw new Error(`${file}: not valid JSON (${(error as Error).message})`, { cause: error });
    }
    return new JsonDocument(file, read(raw));
  }

  save(): Promise<void> {
    const write = this.queue.then(() => writeFileAtomic(this.file, JSON.stringify(this.data)));
    this.queue = write.catch(() => undefined);
    return write;
  }

  /** Waits for every queued save, e.g. before the server closes. */
  flush(): Promise<void> {
    return this.queue;
  }
}
