import { readFile } from 'node:fs/promises';
import writeFileAtomic from 'write-file-atomic';

/**
 * One JSON file of the runtime database, held in memory. Saves are atomic (temporary file then
 * rename, so a crash mid-write leaves the previous version) and queued one after the other, so
 * two requests never interleave their writes and each save carries every change made before it.
 */
export class JsonDocument<T> {
  private queue: Promise<void> = Promise.resolve();

  /** Runs after every change made through `update`, before the save: for invariants kept across the document. */
  beforeSave?: (data: T) => void;

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

  /**
   * Applies a change to the data in memory, then saves. The change runs synchronously, so no other
   * request sees or writes a half-applied state; the answer can be sent once the file is written.
   */
  async update<R>(change: (data: T) => R): Promise<R> {
    const result = change(this.data);
    this.beforeSave?.(this.data);
    await this.save();
    return result;
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
