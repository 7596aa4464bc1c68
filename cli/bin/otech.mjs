#!/usr/bin/env node
import { loadProgram } from './build.mjs';

const { run } = await loadProgram();
process.exitCode = await run(process.argv.slice(2), undefined, { handleSignals: true });
