/*
 * What a ZIP archive (an XLSX workbook) says its entries weigh once inflated, read from its central
 * directory without inflating anything: a 1 MB workbook may hold hundreds of megabytes of XML.
 */

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
/** The end record is 22 bytes, followed by a comment of at most 65,535. */
const END_SEARCH = 22 + 0xffff;
/** ZIP64 marks a size too large for 32 bits: more than any quick order needs. */
const ZIP64 = 0xffffffff;

/** The sum of the entries' uncompressed sizes; Infinity for an archive whose directory cannot be read (or ZIP64). */
export function zipUncompressedSize(bytes: Buffer): number {
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - END_SEARCH); at -= 1) {
    if (bytes.readUInt32LE(at) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end === -1) return Infinity;
  const entries = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  let total = 0;
  for (let entry = 0; entry < entries; entry += 1) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== DIRECTORY_ENTRY) return Infinity;
    const size = bytes.readUInt32LE(at + 24);
    if (size === ZIP64) return Infinity;
    total += size;
    at += 46 + bytes.readUInt16LE(at + 28) + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return total;
}
