import { readFile } from 'node:fs/promises';
import { runCli } from './cli.js';

// `nodeloom … | head` closes the pipe while we write: stop quietly, as other command-line tools do
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
    process.exit(process.exitCode ?? 0);
  });
}

const code = await runCli(process.argv.slice(2), {
  stdout: (line) => process.stdout.write(`${line}\n`),
  stderr: (line) => process.stderr.write(`${line}\n`),
  readFile: (path) => readFile(path, 'utf8'),
});
process.exitCode = code;
