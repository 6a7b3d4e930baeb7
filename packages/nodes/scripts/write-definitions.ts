// Writes src/definitions/*.generated.ts from the built-in nodes' modules (run after changing a
// definition; definitions.test.ts fails until then):
//   node --conditions=source --import tsx packages/nodes/scripts/write-definitions.ts
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { definitionsModuleTexts, GENERATED_DEFINITIONS_DIR } from '../src/definitions-text.js';
import { builtInModules } from '../src/index.js';

const dir = fileURLToPath(new URL(`../${GENERATED_DEFINITIONS_DIR}`, import.meta.url));
mkdirSync(dir, { recursive: true });
// a category that is gone leaves no module behind
for (const name of readdirSync(dir)) if (name.endsWith('.generated.ts')) rmSync(join(dir, name));
const files = definitionsModuleTexts(builtInModules().map((module) => module.definition));
for (const [name, text] of files) writeFileSync(join(dir, name), text);
console.log(`wrote ${files.size} modules to ${dir}`);
