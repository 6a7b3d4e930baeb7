import { stat } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createSiteServer } from '@nodeloom/site';
import { type Command, UsageError } from '../command.js';
import { parseOptions } from './eval.js';

/** Vite's preview port: free on most machines and familiar to web developers. */
export const DEFAULT_SERVE_PORT = 4173;
/** Loopback only unless asked: a preview is not meant to be reachable from the network. */
export const DEFAULT_SERVE_HOST = '127.0.0.1';

function portOf(value: string | undefined): number {
  if (value === undefined) return DEFAULT_SERVE_PORT;
  const port = Number(value);
  if (!/^\d+$/.test(value) || port > 65535) {
    throw new UsageError(`--port must be a whole number from 0 to 65535 (0 picks a free port): ${value}`);
  }
  return port;
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** `nodeloom serve DIR [--port N] [--host H]`: serves a built site until stopped. */
export const serveCommand: Command = {
  name: 'serve',
  summary: 'serve a site written by "nodeloom build" on this machine, until stopped with Ctrl+C',
  usage: 'serve <dir> [--port <n>] [--host <address>]',
  help: [
    'Options:',
    `  --port <n>         the port (default ${DEFAULT_SERVE_PORT}; 0 picks a free one)`,
    `  --host <address>   the address to listen on (default ${DEFAULT_SERVE_HOST}: this machine only)`,
    '',
    'Serves the files of <dir> as the published site does: public/ from the site root',
    '(public/robots.txt is /robots.txt), and index.html for any path without a file extension,',
    "so the app's own routes load (history fallback). Paths outside <dir> are refused.",
  ],
  examples: ['serve site --port 8080'],
  async run(args, io) {
    const { positional, options } = parseOptions(args, ['port', 'host']);
    if (positional.length !== 1) throw new UsageError('serve takes one site folder');
    const [dir] = positional;
    const port = portOf(options.port);
    const host = options.host ?? DEFAULT_SERVE_HOST;
    if (!(await isFile(join(dir, 'index.html')))) {
      throw new UsageError(
        `${dir} has no index.html: write a site into it with "nodeloom build --out ${dir}"`,
      );
    }
    const server = createSiteServer(dir);
    try {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, resolve);
      });
    } catch (error) {
      io.stderr(`Cannot serve on ${host}:${port}: ${(error as Error).message}`);
      return 1;
    }
    const address = server.address() as AddressInfo;
    const shown = address.family === 'IPv6' ? `[${address.address}]` : address.address;
    io.stdout(`Serving ${dir} at http://${shown}:${address.port}/ (Ctrl+C to stop)`);
    // the listening server keeps the process alive after this returns
    return 0;
  },
};
