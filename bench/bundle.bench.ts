// `npm run bench -- bundle`: builds the web app (in memory, as `npm run build` would) and prints
// every script chunk with its gzip size, what each large chunk is made of (by package or folder),
// and the script a page needs before it runs: its chunk and every chunk it imports statically,
// which the browser fetches before the module evaluates. Dynamic imports are left out: they load
// on first use. The e2e spec `script-budget.spec.ts` measures the same in the browser.

import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Rolldown } from 'vite';

const WEB = fileURLToPath(new URL('../apps/web/', import.meta.url));
const KiB = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
/** Chunks above this gzip size also list what they are made of. */
const DETAIL_FROM = 40 * 1024;

type Chunk = Rolldown.OutputChunk;

/** `node_modules/@scope/name` or `node_modules/name` or the source folder two levels deep. */
function ownerOf(moduleId: string): string {
  const nm = moduleId.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const parts = moduleId.slice(nm + 'node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  const src = moduleId.match(/(packages|apps)\/([^/]+)\/src\/([^/?]+)/);
  return src ? `${src[2]}/${src[3]}` : moduleId;
}

function composition(chunk: Chunk): [string, number][] {
  const owners = new Map<string, number>();
  for (const [id, info] of Object.entries(chunk.modules)) {
    owners.set(ownerOf(id), (owners.get(ownerOf(id)) ?? 0) + info.renderedLength);
  }
  return [...owners].sort((a, b) => b[1] - a[1]);
}

function staticClosure(start: Chunk, byFile: Map<string, Chunk>): Set<Chunk> {
  const seen = new Set<Chunk>();
  const visit = (chunk: Chunk) => {
    if (seen.has(chunk)) return;
    seen.add(chunk);
    for (const file of chunk.imports) {
      const next = byFile.get(file);
      if (next) visit(next);
    }
  };
  visit(start);
  return seen;
}

export default async function bundleBench(): Promise<void> {
  const result = await build({
    root: WEB,
    configFile: `${WEB}vite.config.ts`,
    logLevel: 'warn',
    build: { write: false, reportCompressedSize: false },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunks = outputs.flatMap((o) => o.output).filter((o): o is Chunk => o.type === 'chunk');
  const gzip = new Map(chunks.map((c) => [c, gzipSync(c.code, { level: 9 }).length]));
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));

  console.log(`${chunks.length} script chunks, by gzip size (raw size in brackets)`);
  for (const chunk of [...chunks].sort((a, b) => gzip.get(b)! - gzip.get(a)!)) {
    const tag = chunk.isEntry ? ' (entry)' : chunk.isDynamicEntry ? ' (lazy)' : '';
    console.log(
      `${KiB(gzip.get(chunk)!).padStart(10)}  [${KiB(chunk.code.length).padStart(10)}]  ${chunk.fileName}${tag}`,
    );
    if (gzip.get(chunk)! < DETAIL_FROM) continue;
    for (const [owner, length] of composition(chunk).slice(0, 8)) {
      console.log(`${''.padStart(26)}${KiB(length).padStart(10)} raw  ${owner}`);
    }
  }
  const total = chunks.reduce((sum, c) => sum + gzip.get(c)!, 0);
  console.log(`${KiB(total).padStart(10)}  in all`);

  console.log('\nscript before a lazy page runs (entry + the page chunk + their static imports, gzip)');
  const entry = chunks.find((c) => c.isEntry);
  if (!entry) throw new Error('the build has no entry chunk');
  const pages = chunks.filter((c) => c.isDynamicEntry && /^assets\/[A-Z]\w*Page-/.test(c.fileName));
  for (const start of [entry, ...pages]) {
    const needed = new Set([...staticClosure(entry, byFile), ...staticClosure(start, byFile)]);
    const bytes = [...needed].reduce((sum, c) => sum + gzip.get(c)!, 0);
    const name = start === entry ? 'entry alone' : start.name;
    console.log(`${name.padEnd(22)} ${KiB(bytes).padStart(10)}  (${needed.size} chunks)`);
    const largest = [...needed].sort((a, b) => gzip.get(b)! - gzip.get(a)!).slice(0, 6);
    console.log(
      `${''.padStart(24)}largest: ${largest.map((c) => `${c.name} ${KiB(gzip.get(c)!)}`).join(', ')}`,
    );
  }
}
