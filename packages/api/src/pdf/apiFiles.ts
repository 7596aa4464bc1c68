import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * A file of the API's sources (the PDF thread's entry, the fonts) found from the package itself,
 * not from `import.meta.url`: the `otech` command runs these modules bundled elsewhere
 * (cli/bin/build.mjs), where a path relative to the running module would not exist.
 */
const SOURCES = path.dirname(createRequire(import.meta.url).resolve('@otech/api'));

export const apiSourceFile = (relative: string): string => path.join(SOURCES, relative);
