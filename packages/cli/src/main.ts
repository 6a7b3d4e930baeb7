#!/usr/bin/env node
import { readFile } from 'node:fs/promises';
import { runCli } from './cli.js';

const code = await runCli(process.argv.slice(2), {
  stdout: (line) => process.stdout.write(`${line}\n`),
  stderr: (line) => process.stderr.write(`${line}\n`),
  readFile: (path) => readFile(path, 'utf8'),
});
process.exitCode = code;
