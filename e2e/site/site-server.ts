// Helpers of the site specs: run repository TypeScript from sources, and serve a built site.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const SITE_SPECS = dirname(fileURLToPath(import.meta.url));
export const ROOT = join(SITE_SPECS, '..', '..');
/** Node arguments that run workspace packages from their sources: no build needed. */
export const TSX = ['--conditions=source', '--import', 'tsx'];

export interface ServedSite {
  baseUrl: string;
  stop(): void;
}

/** Starts the loopback static server (createSiteServer) on a built site directory. */
export function serveSite(dir: string): Promise<ServedSite> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...TSX, join(SITE_SPECS, 'serve-site.mts'), dir], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const stop = () => {
      if (child.exitCode === null) child.kill('SIGTERM');
    };
    let output = '';
    child.stdout!.on('data', (chunk) => {
      output += String(chunk);
      const port = /PORT (\d+)/.exec(output)?.[1];
      if (port) resolve({ baseUrl: `http://127.0.0.1:${port}`, stop });
    });
    child.on('exit', (code) => reject(new Error(`site server exited with ${code}`)));
  });
}
