import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_DEFINITIONS } from './definitions.generated.js';
import { definitionsModuleText, GENERATED_DEFINITIONS_PATH } from './definitions-text.js';
import { builtInModules } from './index.js';

const definitions = () => builtInModules().map((module) => module.definition);

describe('the built-in definitions as data (definitions.generated.ts)', () => {
  it('is what the nodes define: run packages/nodes/scripts/write-definitions.ts after changing a definition', () => {
    const file = readFileSync(new URL(`../${GENERATED_DEFINITIONS_PATH}`, import.meta.url), 'utf8');
    expect(file).toBe(definitionsModuleText(definitions()));
  });

  it('parses back to the same definitions, in the same order', () => {
    expect(BUILT_IN_DEFINITIONS).toEqual(definitions());
  });
});
