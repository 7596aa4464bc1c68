import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Command } from 'commander';
import { catalogueCsv, productToRow } from '@otech/domain/catalogue-import';
import type { CommandContext, GlobalOptions } from './context.ts';
import { positiveInteger } from './options.ts';

/** `otech generate products|sample`: deterministic sample data. */
export function addGenerateCommands(program: Command, context: CommandContext): void {
  const { output } = context;
  const generate = program.command('generate').description('write deterministic sample data');
  generate
    .command('products')
    .description('write a generated catalogue CSV in the data/products.csv format')
    .requiredOption('--count <n>', 'number of products', positiveInteger)
    .option('--out <file>', 'output file (default: standard output)')
    .option('--seed <n>', 'seed of the generator (default: the sample\'s)', positiveInteger)
    .option('--images <dir>', 'also write every product\'s pictures (front and back, HD and thumbnail) under <dir>/<reference>/')
    .action(async (options: { count: number; out?: string; seed?: number; images?: string }) => {
      const [{ generateProducts }, { createRng }, { SAMPLE_SEED, stageProductPictures }, { StagedWrites }] = await Promise.all([
        import('../sample/catalogue.ts'),
        import('../sample/prng.ts'),
        import('../sample/writeSample.ts'),
        import('../io/stagedWrites.ts'),
      ]);
      const products = generateProducts(options.count, createRng(options.seed ?? SAMPLE_SEED));
      const csv = catalogueCsv(products.map(productToRow));
      if (options.images) {
        const writes = new StagedWrites();
        await stageProductPictures(products, options.images, writes);
        await writes.commit();
      }
      if (options.out) await writeFile(options.out, csv);
      else output.out(csv);
    });
  generate
    .command('sample')
    .description('rewrite the whole committed sample (products, rayons, clients, records, images) into the data folder')
    .action(async (_options: unknown, command: Command) => {
      const { dataDir } = command.optsWithGlobals<GlobalOptions>();
      const { writeSample } = await import('../sample/writeSample.ts');
      const { files } = await writeSample(dataDir);
      output.out(`${path.relative(process.cwd(), dataDir) || '.'}: ${files} files written\n`);
    });

}
