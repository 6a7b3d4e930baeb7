import { build } from 'vite';

const WEB = '/work/wt26/apps/web/';
const r = (await build({
  root: WEB,
  configFile: WEB + 'vite.config.ts',
  logLevel: 'silent',
  build: { write: false },
})) as { output: { type: string; fileName: string; modules: Record<string, { renderedLength: number }> }[] };
const owners = new Map<string, number>();
for (const c of r.output) {
  if (c.type !== 'chunk' || !c.fileName.includes(process.argv[2])) continue;
  for (const [id, m] of Object.entries(c.modules)) {
    const nm = id.lastIndexOf('node_modules/');
    const o =
      nm >= 0
        ? id
            .slice(nm + 13)
            .split('/')
            .slice(0, id.slice(nm + 13).startsWith('@') ? 2 : 1)
            .join('/')
        : id
            .replace(/.*\/(packages|apps)\//, '')
            .split('/')
            .slice(0, Number(process.argv[3] ?? 3))
            .join('/');
    owners.set(o, (owners.get(o) ?? 0) + m.renderedLength);
  }
}
for (const [o, n] of [...owners].sort((a, b) => b[1] - a[1]).slice(0, 60))
  console.log((n / 1024).toFixed(1).padStart(7), o);
