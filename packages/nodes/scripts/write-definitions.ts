// Writes src/definitions.generated.ts from the built-in nodes' modules (run after changing a
// definition; definitions.test.ts fails until then):
//   node --conditions=source --import tsx packages/nodes/scripts/write-definitions.ts
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { definitionsModuleText, GENERATED_DEFINITIONS_PATH } from '../src/definitions-text.js';
import { builtInModules } from '../src/index.js';

const target = fileURLToPath(new URL(`../${GENERATED_DEFINITIONS_PATH}`, import.meta.url));
writeFileSync(target, definitionsModuleText(builtInModules().map((module) => module.definition)));
console.log(`wrote ${target}`);
