import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { expect, it } from 'vitest';
import { builtInRegistry } from '../modules/projects/empty-graph.js';
import { demoProjects } from './demo-graphs.js';
import { demoProjectsFromWorker } from './official-demos.js';

it('a worker thread builds the same demo projects as this thread', async () => {
  // The build runs demo-projects-worker.js; here the worker loads its source through tsx.
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api')).href.replace(
    /\.cjs$/,
    '.mjs',
  );
  const source = new URL('./demo-projects-worker.ts', import.meta.url).href;
  const fromWorker = await demoProjectsFromWorker(
    `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(source)}); })`,
    { eval: true, execArgv: ['--conditions=source'] },
  );
  expect(fromWorker.length).toBeGreaterThan(0);
  expect(fromWorker).toEqual(demoProjects(await builtInRegistry()));
});

it('rejects when the worker fails', async () => {
  await expect(demoProjectsFromWorker('throw new Error("no demos")', { eval: true })).rejects.toThrow(
    'no demos',
  );
  await expect(demoProjectsFromWorker('process.exit(3)', { eval: true })).rejects.toThrow(
    'exited with code 3',
  );
});
