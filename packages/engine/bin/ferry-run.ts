#!/usr/bin/env node
/**
 * `ferry-run`: the engine's `ferry run` command on its own (the server's `ferry` binary dispatches
 * `ferry run …` to the same function). Run with the repository's Node 24:
 *
 *   node_modules/.bin/node packages/engine/bin/ferry-run.ts --tdm tdm.json --input in.csv --output out.xlsx
 */
import { runCommand } from '../src/cli/run-command.ts';

process.exitCode = await runCommand(process.argv.slice(2));
