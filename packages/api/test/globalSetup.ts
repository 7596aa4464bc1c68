import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

/** One folder per run for the template databases the test APIs copy (test/database.ts), removed at the end. */
export default function setup(project: TestProject): () => void {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'otech-sql-templates-'));
  project.provide('sqlTemplates', folder);
  return () => rmSync(folder, { recursive: true, force: true });
}
