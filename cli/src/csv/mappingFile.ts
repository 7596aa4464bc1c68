import { readFile } from 'node:fs/promises';
import * as v from 'valibot';
import { UsageError } from '../report.ts';
import { ColumnMappingSchema } from '@otech/domain/catalogue-import';
import type { ColumnMapping } from '@otech/domain/catalogue-import';
import { ClientMappingSchema } from '@otech/domain/client-import';
import type { ClientMapping } from '@otech/domain/client-import';

/** Reads and checks a products mapping file; any problem is a bad invocation naming the file and the key. */
export function readMappingFile(file: string): Promise<ColumnMapping> {
  return readMapping(file, ColumnMappingSchema);
}

/** Reads and checks a clients mapping file (`{"columns": {header: field or null}}`). */
export function readClientMappingFile(file: string): Promise<ClientMapping> {
  return readMapping(file, ClientMappingSchema);
}

async function readMapping<TSchema extends v.GenericSchema>(file: string, schema: TSchema): Promise<v.InferOutput<TSchema>> {
  let document: unknown;
  try {
    document = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : `not JSON (${error instanceof Error ? error.message : String(error)})`;
    throw new UsageError(`${file}: mapping file: ${reason}`);
  }
  const parsed = v.safeParse(schema, document);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    const key = v.getDotPath(issue) ?? '(top level)';
    throw new UsageError(`${file}: mapping file: ${key}: expected ${issue.message}, got ${issue.received}`);
  }
  return parsed.output;
}
