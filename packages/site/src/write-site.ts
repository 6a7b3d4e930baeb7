import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';
import type { SiteFile } from './files.js';
import { SiteBuildError } from './input.js';

/** Writes a built site into `dir` (created if missing); every path must stay inside it. */
export async function writeSite(files: SiteFile[], dir: string): Promise<string[]> {
  const root = resolve(dir);
  const targets = files.map((file) => {
    const target = resolve(root, file.path);
    const inside = relative(root, target);
    if (inside === '' || inside === '..' || inside.startsWith(`..${sep}`) || isAbsolute(inside)) {
      throw new SiteBuildError(`Invalid site file path: ${file.path}`);
    }
    return { target, content: file.content };
  });
  for (const { target, content } of targets) {
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, content);
  }
  return targets.map((t) => t.target);
}
