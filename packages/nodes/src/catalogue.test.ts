import { describe, expect, it } from 'vitest';
import { CATALOGUE } from './catalogue-names.js';
import { categories } from './categories.js';
import { builtInModules, createBuiltInRegistry } from './index.js';
import { catalogueProblems } from './shared/catalogue-check.js';

/**
 * Catalogue names allowed to be missing while their engineers land them: whole categories,
 * then single names of partly registered categories. Empty now that every category of
 * node-catalogue.md is registered; keep it empty, so every name must be registered and valid.
 */
const missingCategories: string[] = [];
const missingNames: string[] = [];
const expectedMissing: ReadonlySet<string> = new Set([
  ...missingCategories.flatMap((category) => CATALOGUE[category] ?? [category]),
  ...missingNames,
]);

const catalogueCategories = Object.keys(CATALOGUE);
const catalogueNames = Object.values(CATALOGUE).flat();
const expectedNames = (category: string) => CATALOGUE[category].filter((name) => !expectedMissing.has(name));

describe('the built-in node catalogue (node-catalogue.md)', () => {
  it('lists only catalogue names as expected missing', () => {
    expect([...expectedMissing].filter((name) => !catalogueNames.includes(name))).toEqual([]);
  });

  it.each(catalogueCategories)(
    'registers every expected name of %s, each with a valid definition',
    (category) => {
      expect(catalogueProblems(category, expectedNames(category))).toEqual([]);
    },
  );

  it('registers every catalogue name in the built-in registry under its category', () => {
    const registry = createBuiltInRegistry();
    const wrong = catalogueCategories.flatMap((category) =>
      expectedNames(category)
        .filter((name) => registry.get(name)?.category !== category)
        .map((name) => `${category}/${name}: ${registry.get(name)?.category ?? 'not registered'}`),
    );
    expect(wrong).toEqual([]);
  });

  it('registers categories under catalogue names only, each once', () => {
    const names = categories.map((c) => c.name);
    expect(names.filter((name) => !catalogueCategories.includes(name))).toEqual([]);
    expect(new Set(names).size).toBe(names.length);
  });

  it('never registers one definition name twice (the registry would keep only the last)', () => {
    const all = categories.flatMap((c) => c.modules.map((m) => m.definition.definitionName));
    expect(all.filter((name, i) => all.indexOf(name) !== i)).toEqual([]);
  });

  it("makes exactly spec 2 §9's resizable kinds resizable; every other node keeps the 160x50 default", () => {
    const definitions = builtInModules().map((m) => m.definition);
    const resizable = definitions.filter((d) => d.editorConfig.resizable).map((d) => d.definitionName);
    expect(resizable.sort()).toEqual(
      [
        'stickyNote',
        'stickyImage',
        'trayNode',
        'inspector',
        'diffViewer',
        'previewer',
        'plugin',
        'warningDisplay',
        'dot',
        'iframe',
      ].sort(),
    );
    const sized = definitions.filter(
      (d) =>
        !d.editorConfig.resizable &&
        (d.editorConfig.size?.width !== 160 || d.editorConfig.size?.height !== 50),
    );
    expect(sized.map((d) => `${d.definitionName} ${JSON.stringify(d.editorConfig.size)}`)).toEqual([]);
  });

  it('registers, within each category, exactly the catalogue names', () => {
    const extra = categories.flatMap((c) =>
      c.modules
        .map((m) => m.definition.definitionName)
        .filter((name) => !(CATALOGUE[c.name] ?? []).includes(name))
        .map((name) => `${c.name}/${name}`),
    );
    expect(extra).toEqual([]);
  });
});
