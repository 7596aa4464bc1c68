// The CLI's TypeScript sources, run from one cached bundle (scripts/esmBundle.mjs says how it is
// kept). Tests never use it: vitest imports cli/src directly.
import { importBundled } from '../../scripts/esmBundle.mjs';

/** The program module: the cached bundle, rebuilt first if a source changed. */
export function loadProgram() {
  return importBundled('cli/src/program.ts', 'otech-cli', ['cli/bin/build.mjs']);
}
