import { existsSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { canonicalColumn } from '@otech/domain/catalogue-import';
import { isWithinPhotoPixels, PHOTO_MAX_PIXELS } from '@otech/domain';
import { CsvSyntaxError, openTable } from '../csv/readTable.ts';
import { photoDimensions, productPhoto } from '@otech/api/photos';
import type { ProductPhoto } from '@otech/api/photos';
import type { PhotoView } from '@otech/domain';
import { topLevelLines } from '../io/jsonLines.ts';
import type { AcceptedPhoto, PhotoTarget } from '../targets/photoTargets.ts';
import { newReport, UsageError } from '../report.ts';
import type { ImportReport } from '../report.ts';

/** Default `--max-size`: a product photo above this is a scan or a mistake. */
const DEFAULT_MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export interface ImportImagesOptions {
  displayName?: string;
  dryRun?: boolean;
  strict?: boolean;
  maxBytes?: number;
}


/** One image found in the input, not yet decoded or checked. */
export interface Candidate {
  file: string;
  line?: number;
  /** What to name in a rejection: the CSV or JSON field, or `image` for a file. */
  column: string;
  reference: string;
  side: PhotoView;
  read: () => Promise<Buffer | string>;
  /** Names the record in a rejection when several share its line (a one-line JSON file): `record 3 (VP00012)`. */
  record?: string;
}

class Rejected extends Error {
  constructor(
    readonly column: string,
    reason: string,
  ) {
    super(reason);
  }
}

const IMAGE_FILE = /^(.+?)(?:[ _.-](av|ar))?\.(jpe?g|png)$/i;
const DATA_URL = /^data:image\/(?:jpeg|jpg|png);base64,/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

function sideOf(value: unknown, column: string): PhotoView {
  const side = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (side === '' || side === 'av') return 'av';
  if (side === 'ar') return 'ar';
  throw new Rejected(column, `expected AV (front) or AR (back), got ${JSON.stringify(value)}`);
}

function decodeBase64(text: string, column: string): Buffer {
  const body = text.trim().replace(DATA_URL, '').replace(/\s+/g, '');
  if (body === '') throw new Rejected(column, 'empty image data');
  if (!BASE64.test(body)) {
    const bad = body.search(/[^A-Za-z0-9+/=]/);
    throw new Rejected(column, `not base64: unexpected ${JSON.stringify(body[bad] ?? '=')} at character ${bad + 1}`);
  }
  if (body.length % 4 !== 0) throw new Rejected(column, `truncated base64: ${body.length} characters is not a multiple of 4`);
  return Buffer.from(body, 'base64');
}

function imageKind(bytes: Buffer): 'jpeg' | 'png' | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  return undefined;
}

/** What a file manager leaves in a folder of photos (macOS, Windows): no one's export, passed over without a word. */
const SYSTEM_FILE = /^(\..*|thumbs\.db|desktop\.ini)$/i;

function fromImageFiles(files: string[], display: (file: string) => string, report: ImportReport): Candidate[] {
  const out: Candidate[] = [];
  for (const file of files) {
    if (SYSTEM_FILE.test(path.basename(file))) continue;
    const match = IMAGE_FILE.exec(path.basename(file));
    if (!match) {
      report.warnings.push({ file: display(file), reason: 'not named <reference>[_AV|_AR].jpg|png, ignored' });
      continue;
    }
    out.push({ file: display(file), column: 'image', reference: match[1] ?? '', side: sideOf(match[2], 'image'), read: () => readFile(file) });
  }
  return out;
}

/** Field holding the image of a legacy record: the names old exports used. */
const DATA_FIELDS = ['base64', 'image', 'data', 'photo', 'contenu'];
const SIDE_FIELDS = ['type', 'face', 'vue', 'side'];

function field(record: Record<string, unknown>, names: readonly string[]): [string, unknown] | undefined {
  const key = Object.keys(record).find((k) => names.includes(k.toLowerCase()));
  return key === undefined ? undefined : [key, record[key]];
}

/** A record `{ reference, type, base64 }` or `{ reference, av, ar }` becomes one or two candidates. */
function fromRecord(record: Record<string, unknown>, file: string, line: number | undefined, label: string | undefined): Candidate[] {
  const refKey = Object.keys(record).find((k) => canonicalColumn(k) === 'reference');
  const reference = refKey === undefined ? '' : String(record[refKey] ?? '').trim();
  if (reference === '') throw new Rejected('reference', 'is required');
  const perSide = (['av', 'ar'] as const).flatMap((side) => {
    const entry = field(record, [side]);
    return entry === undefined || entry[1] === '' ? [] : [{ side, entry }];
  });
  const data = field(record, DATA_FIELDS);
  if (perSide.length === 0 && data === undefined) throw new Rejected(DATA_FIELDS[0] ?? 'base64', 'is required');
  const sideField = field(record, SIDE_FIELDS);
  const sides = perSide.length > 0 ? perSide : [{ side: sideOf(sideField?.[1], sideField?.[0] ?? 'type'), entry: data as [string, unknown] }];
  return sides.map(({ side, entry: [column, value] }) => ({
    file,
    line,
    column,
    reference,
    side,
    ...(label === undefined ? {} : { record: `${label} (${reference})` }),
    read: async () => {
      if (typeof value !== 'string') throw new Rejected(column, `expected base64 text, got ${typeof value}`);
      return value;
    },
  }));
}

async function fromJson(file: string, name: string, report: ImportReport): Promise<Candidate[]> {
  const text = await readFile(file, 'utf8');
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch (error) {
    throw new UsageError(`${file}: not JSON (${error instanceof Error ? error.message : String(error)})`);
  }
  if (typeof document !== 'object' || document === null) {
    throw new UsageError(`${file}: expected a JSON list or object of base64 images, not ${document === null ? 'null' : `a ${typeof document}`}`);
  }
  const lines = topLevelLines(text);
  const records: Record<string, unknown>[] = Array.isArray(document)
    ? (document as Record<string, unknown>[])
    : Object.entries(document as Record<string, unknown>).map(([reference, value]) =>
        typeof value === 'object' && value !== null ? { reference, ...(value as object) } : { reference, base64: value },
      );
  // A line holding several records (a one-line file) names each rejected one by its place and reference.
  const shared = new Set(lines.filter((line, index) => lines.indexOf(line) !== index));
  return collect(records.map((record, index) => ({ record, line: lines[index], label: shared.has(lines[index] ?? 0) ? `record ${index + 1}` : undefined })), name, report);
}

async function fromCsv(file: string, name: string, report: ImportReport): Promise<Candidate[]> {
  const rows: { record: Record<string, unknown>; line: number }[] = [];
  try {
    const table = await openTable(file);
    const header = table.header ?? [];
    for await (const { line, cells } of table.rows) {
      rows.push({ record: Object.fromEntries(header.map((h, i) => [h, cells[i] ?? ''])), line });
    }
  } catch (error) {
    if (!(error instanceof CsvSyntaxError)) throw error;
    report.rejections.push({ file: name, line: error.line, column: '(file)', reason: error.message });
    return [];
  }
  return collect(rows, name, report);
}

function collect(records: { record: Record<string, unknown>; line: number | undefined; label?: string | undefined }[], name: string, report: ImportReport): Candidate[] {
  return records.flatMap(({ record, line, label }) => {
    try {
      if (typeof record !== 'object' || record === null || Array.isArray(record)) throw new Rejected('(record)', 'expected an object');
      return fromRecord(record, name, line, label);
    } catch (error) {
      if (!(error instanceof Rejected)) throw error;
      report.rejected += 1;
      report.rejections.push({ file: name, line, column: label === undefined ? error.column : `${label} ${error.column}`, reason: error.message });
      return [];
    }
  });
}

async function candidatesOf(input: string, name: string, report: ImportReport): Promise<Candidate[]> {
  if (!existsSync(input)) throw new UsageError(`${input}: no such file or directory`);
  if ((await stat(input)).isDirectory()) {
    const entries = (await readdir(input)).sort();
    return fromImageFiles(entries.map((entry) => path.join(input, entry)), (file) => path.join(name, path.basename(file)), report);
  }
  const extension = path.extname(input).toLowerCase();
  if (extension === '.json') return fromJson(input, name, report);
  if (extension === '.csv') return fromCsv(input, name, report);
  if (IMAGE_FILE.test(path.basename(input))) return fromImageFiles([input], () => name, report);
  throw new UsageError(`${input}: expected a folder, a .jpg/.png image, or a .json/.csv file of base64 images`);
}

/**
 * The catalogue reference a photo's name or record gives: as written, or written in other letter
 * case when only one reference reads so (cameras, shops and file managers often write names in
 * lowercase: `vp00001-av.jpg`); undefined for none or for several.
 */
function referenceFinder(references: Iterable<string>): (name: string) => string | undefined {
  const exact = new Set<string>();
  const byFolded = new Map<string, string | null>();
  for (const reference of references) {
    exact.add(reference);
    const folded = reference.toLowerCase();
    byFolded.set(folded, byFolded.has(folded) ? null : reference);
  }
  return (name) => (exact.has(name) ? name : (byFolded.get(name.toLowerCase()) ?? undefined));
}

/**
 * `otech import images FILE|DIR`: photos by reference, as files or as legacy base64 records, are
 * checked (base64, size, magic bytes, a full decode) and stored by `target` (the shop's photo store,
 * or the seed's data/images/ with --into-seed) as an HD JPEG (a JPEG kept byte for byte) plus a
 * 320 px thumbnail.
 */
export async function importImages(input: string, options: ImportImagesOptions & { target: PhotoTarget }): Promise<ImportReport> {
  const name = options.displayName ?? input;
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_IMAGE_BYTES;
  const { target } = options;
  const report = newReport('import images', name, options.dryRun ?? false);
  const referenceOf = referenceFinder(await target.references());
  const candidates = await candidatesOf(input, name, report);
  const accepted: AcceptedPhoto[] = [];
  const seen = new Map<string, string>();

  for (const candidate of candidates) {
    const where = candidate.line === undefined ? candidate.file : `line ${candidate.line}`;
    try {
      const reference = referenceOf(candidate.reference);
      if (reference === undefined) throw new Rejected('reference', `unknown product reference "${candidate.reference}" (${target.catalogueName})`);
      const key = `${reference}/${candidate.side}`;
      const first = seen.get(key);
      if (first !== undefined) throw new Rejected(candidate.column, `second ${candidate.side.toUpperCase()} image for ${reference}, the first is at ${first}`);
      seen.set(key, where);
      const raw = await candidate.read();
      const bytes = typeof raw === 'string' ? decodeBase64(raw, candidate.column) : raw;
      if (bytes.length > maxBytes) throw new Rejected(candidate.column, `image of ${bytes.length} bytes is over the limit of ${maxBytes} bytes (--max-size)`);
      const kind = imageKind(bytes);
      if (kind === undefined) throw new Rejected(candidate.column, `not a JPEG or PNG image (starts with ${bytes.subarray(0, 4).toString('hex').replace(/(..)(?!$)/g, '$1 ') || 'nothing'})`);
      const size = await photoDimensions(bytes);
      if (size && !isWithinPhotoPixels(size.width, size.height)) {
        throw new Rejected(candidate.column, `image of ${size.width}x${size.height} pixels is over the limit of ${PHOTO_MAX_PIXELS} pixels (read from its header, not decoded)`);
      }
      let photo: ProductPhoto;
      try {
        photo = await productPhoto(bytes, kind === 'jpeg');
      } catch (error) {
        throw new Rejected(candidate.column, `damaged ${kind.toUpperCase()} image: ${error instanceof Error ? error.message.trim() : String(error)}`);
      }
      const stored = await target.compare(reference, candidate.side, photo);
      if (stored === 'same') {
        report.skipped += 1;
        continue;
      }
      if (stored === 'new') report.created += 1;
      else report.updated += 1;
      accepted.push({ reference, view: candidate.side, photo, original: bytes, candidate, change: stored });
    } catch (error) {
      if (!(error instanceof Rejected)) throw error;
      reject(report, candidate, error);
    }
  }

  if (accepted.length > 0 && !report.dryRun && !(options.strict && report.rejections.length > 0)) {
    const refused = await target.write(accepted);
    for (const { photo, reason } of refused) {
      // Counted as created or updated when it was accepted here: refused by the shop, it is neither.
      if (photo.change === 'new') report.created -= 1;
      else report.updated -= 1;
      reject(report, photo.candidate, new Rejected(photo.candidate.column, reason));
    }
    report.written = refused.length < accepted.length;
  }
  return report;
}

function reject(report: ImportReport, candidate: Candidate, error: Rejected): void {
  report.rejected += 1;
  report.rejections.push({ file: candidate.file, line: candidate.line, column: candidate.record === undefined ? error.column : `${candidate.record} ${error.column}`, reason: error.message });
}
