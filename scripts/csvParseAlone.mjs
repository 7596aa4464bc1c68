// The yardstick of the import benchmarks (issues 11 and 20): a program that only parses the CSV file
// it is given with csv-parse (streamed, a record per row keyed by the header) and prints the rows.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Writes that program into `folder` (csv-parse read from where npm installed it in `repo`); answers its path. */
export async function writeCsvParseAlone(folder, repo) {
  const program = path.join(folder, 'parse-only.mjs');
  await writeFile(
    program,
    `import { createReadStream } from 'node:fs';
     import { parse } from ${JSON.stringify(path.join(repo, 'node_modules/csv-parse/lib/index.js'))};
     let rows = 0;
     for await (const _ of createReadStream(process.argv[2]).pipe(parse({ delimiter: ';', columns: true, bom: true }))) rows += 1;
     console.log(rows);`,
  );
  return program;
}
