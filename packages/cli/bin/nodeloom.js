#!/usr/bin/env node
// The `nodeloom` command. It must work right after `npm ci`, before any build: in the repository
// it runs the TypeScript sources through tsx, resolving workspace packages to their sources (the
// "source" export condition, as the tests do); without tsx or sources it runs the built dist.
import { existsSync } from 'node:fs';
import { register } from 'node:module';

const sources = new URL('../src/main.ts', import.meta.url);

async function loadTsx() {
  try {
    return await import('tsx/esm/api');
  } catch {
    return undefined;
  }
}

const tsx = existsSync(sources) ? await loadTsx() : undefined;
if (tsx) {
  const addSourceCondition = `export function resolve(specifier, context, next) {
    return next(specifier, { ...context, conditions: [...context.conditions, 'source'] });
  }`;
  register(`data:text/javascript,${encodeURIComponent(addSourceCondition)}`);
  tsx.register();
  await import(sources.href);
} else if (existsSync(new URL('../dist/main.js', import.meta.url))) {
  await import('../dist/main.js');
} else {
  process.stderr.write(
    'nodeloom: neither tsx with the sources nor a build is here; run "npm run build" first\n',
  );
  process.exitCode = 1;
}
