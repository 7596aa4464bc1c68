#!/usr/bin/env node
// The CLI is TypeScript run from source (no build step in this repository): tsx compiles it on load.
import { register } from 'tsx/esm/api';

register();
const { run } = await import('../src/program.ts');
process.exitCode = await run(process.argv.slice(2));
