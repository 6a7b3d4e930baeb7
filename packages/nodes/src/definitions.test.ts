import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CATEGORY_DEFINITIONS, CATEGORY_OF } from './definitions/index.generated.js';
import { definitionsModuleTexts, GENERATED_DEFINITIONS_DIR } from './definitions-text.js';
import { builtInModules } from './index.js';

const definitions = () => builtInModules().map((module) => module.definition);
const dir = new URL(`../${GENERATED_DEFINITIONS_DIR}/`, import.meta.url);

describe('the built-in definitions as data (definitions/*.generated.ts)', () => {
  it('are what the nodes define: run packages/nodes/scripts/write-definitions.ts after changing a definition', () => {
    const expected = definitionsModuleTexts(definitions());
    const written = readdirSync(dir).filter((name) => name.endsWith('.generated.ts'));
    expect(written.sort()).toEqual([...expected.keys()].sort());
    for (const [name, text] of expected) expect(readFileSync(new URL(name, dir), 'utf8'), name).toBe(text);
  });

  it('parse back to the same definitions, each under its category', async () => {
    const loaded = await Promise.all(Object.values(CATEGORY_DEFINITIONS).map((load) => load()));
    const all = loaded.flatMap((module) => module.DEFINITIONS);
    const byName = new Map(all.map((definition) => [definition.definitionName, definition]));
    for (const definition of definitions()) {
      expect(byName.get(definition.definitionName)).toEqual(definition);
      expect(CATEGORY_OF[definition.definitionName]).toBe(definition.category);
    }
    expect(all).toHaveLength(definitions().length);
  });
});
