import { readFile } from 'node:fs/promises';
import * as v from 'valibot';
import { UsageError } from '../report.ts';
import { ColumnMappingSchema } from '@otech/domain/catalogue-import';
import type { ColumnMapping } from '@otech/domain/catalogue-import';

/** Reads and checks a mapping file; any problem is a bad invocation naming the file and the key. */
export async function readMappingFile(file: string): Promise<ColumnMapping> {
  let document: unknown;
  try {
    document = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : `not JSON (${error instanceof Error ? error.message : String(error)})`;
    throw new UsageError(`${file}: mapping file: ${reason}`);
  }
  const parsed = v.safeParse(ColumnMappingSchema, document);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    const key = v.getDotPath(issue) ?? '(top level)';
    throw new UsageError(`${file}: mapping file: ${key}: expected ${issue.message}, got ${issue.received}`);
  }
  return parsed.output;
}
