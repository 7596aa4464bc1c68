import { buffer } from 'node:stream/consumers';
import { inflateRawSync } from 'node:zlib';
import yazl from 'yazl';

/*
 * An XLSX workbook is a ZIP archive: 1 MB sent may hold hundreds of megabytes of XML, and the sizes
 * its directory declares are the sender's word. Its files are inflated here by zlib under a limit on
 * the bytes it actually writes, then handed on stored (uncompressed), so the reader inflates nothing.
 * Hand-read (the directory's few fields) rather than a ZIP library: yauzl 2, the one at hand, swallows
 * its own size-mismatch error on Node 20 (the stream neither ends nor fails).
 */

/** The archive inflates past the limit, whatever its directory says. */
export class WorkbookTooLarge extends Error {}
/** Not a ZIP archive this reads: no directory, ZIP64, an entry outside the file, a method other than stored or deflate. */
class WorkbookUnreadable extends Error {}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
/** The end record is 22 bytes, followed by a comment of at most 65,535. */
const END_SEARCH = 22 + 0xffff;
/** ZIP64 marks a size or offset too large for 32 bits: more than any quick order needs. */
const ZIP64 = 0xffffffff;
const STORED = 0;
const DEFLATED = 8;

function endOfDirectory(bytes: Buffer): number {
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - END_SEARCH); at -= 1) {
    if (bytes.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  }
  throw new WorkbookUnreadable('no end of central directory');
}

/** One file's bytes as stored in the archive, and how they are compressed. */
function storedFile(bytes: Buffer, entry: number): { name: string; method: number; data: Buffer } {
  if (entry + 46 > bytes.length || bytes.readUInt32LE(entry) !== DIRECTORY_ENTRY) throw new WorkbookUnreadable('bad directory entry');
  const method = bytes.readUInt16LE(entry + 10);
  const compressedSize = bytes.readUInt32LE(entry + 20);
  const local = bytes.readUInt32LE(entry + 42);
  if (compressedSize === ZIP64 || local === ZIP64) throw new WorkbookUnreadable('ZIP64');
  const name = bytes.toString('utf8', entry + 46, entry + 46 + bytes.readUInt16LE(entry + 28));
  if (local + 30 > bytes.length || bytes.readUInt32LE(local) !== LOCAL_HEADER) throw new WorkbookUnreadable(`bad local header of ${name}`);
  const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
  if (start + compressedSize > bytes.length) throw new WorkbookUnreadable(`${name} runs past the file`);
  return { name, method, data: bytes.subarray(start, start + compressedSize) };
}

/** The file's inflated bytes, zlib refusing to write more than `room`. */
function inflated(file: { name: string; method: number; data: Buffer }, room: number): Buffer {
  if (file.method === STORED) {
    if (file.data.length > room) throw new WorkbookTooLarge(`${file.name} passes the limit`);
    return file.data;
  }
  if (file.method !== DEFLATED) throw new WorkbookUnreadable(`${file.name}: compression method ${file.method}`);
  try {
    return inflateRawSync(file.data, { maxOutputLength: Math.max(1, room) });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') throw new WorkbookTooLarge(`${file.name} passes the limit`);
    throw new WorkbookUnreadable(`${file.name}: ${(error as Error).message}`);
  }
}

/** Each file the archive's directory lists, inflated, `maxBytes` in all at most. */
function inflatedFiles(bytes: Buffer, maxBytes: number): { name: string; content: Buffer }[] {
  const end = endOfDirectory(bytes);
  let entry = bytes.readUInt32LE(end + 16);
  let room = maxBytes;
  const files: { name: string; content: Buffer }[] = [];
  for (let count = bytes.readUInt16LE(end + 10); count > 0; count -= 1) {
    const file = storedFile(bytes, entry);
    entry += 46 + bytes.readUInt16LE(entry + 28) + bytes.readUInt16LE(entry + 30) + bytes.readUInt16LE(entry + 32);
    if (file.name.endsWith('/')) continue;
    const content = inflated(file, room);
    // zlib writes at least one byte's room: an entry filling it past a spent limit is still refused.
    if (content.length > room) throw new WorkbookTooLarge(`${file.name} passes the limit`);
    room -= content.length;
    files.push({ name: file.name, content });
  }
  return files;
}

/**
 * The workbook's files inflated, `maxBytes` in all at most, as a ZIP of stored entries; a
 * WorkbookTooLarge as soon as more would be inflated, another error for an archive this cannot read.
 */
export async function workbookInflatedWithin(bytes: Buffer, maxBytes: number): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const file of inflatedFiles(bytes, maxBytes)) zip.addBuffer(file.content, file.name, { compress: false });
  zip.end();
  return buffer(zip.outputStream);
}
