import { readFile } from 'node:fs/promises';

/** The runtime's files, in the order they are joined (each only declares functions; start.js boots). */
export const RUNTIME_FILES = [
  'routes.js',
  'location.js',
  'head.js',
  'render.js',
  'lazy-image.js',
  'start.js',
] as const;

// Read from the package's src/runtime both when running from src/ and from dist/.
const RUNTIME_DIR = new URL('../src/runtime/', import.meta.url);

let cached: Promise<string> | undefined;

/** The browser runtime of generated apps as one script body (plain JavaScript, no dependencies). */
export function runtimeSource(): Promise<string> {
  cached ??= Promise.all(RUNTIME_FILES.map((file) => readFile(new URL(file, RUNTIME_DIR), 'utf8'))).then(
    (sources) =>
      sources.map((source, i) => `// --- runtime/${RUNTIME_FILES[i]}\n${source.trim()}\n`).join('\n'),
  );
  return cached;
}
