// `npm run bench`: runs every bench/*.bench.ts in turn (or those named on the command line) and
// prints their figures. Benchmarks print; they never assert timings.
import { readdirSync } from 'node:fs';
import { basename } from 'node:path';

const dir = new URL('.', import.meta.url).pathname;
const wanted = process.argv.slice(2);
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => wanted.length === 0 || wanted.some((w) => f.includes(w)))
  .sort();
if (files.length === 0) {
  console.error(
    `No bench matches ${wanted.join(', ')}; the benches: ${readdirSync(dir)
      .filter((f) => f.endsWith('.bench.ts'))
      .join(', ')}`,
  );
  process.exit(1);
}

for (const file of files) {
  console.log(`\n## ${basename(file, '.bench.ts')}`);
  const bench = (await import(new URL(file, import.meta.url).href)) as { default: () => Promise<void> };
  await bench.default();
}
