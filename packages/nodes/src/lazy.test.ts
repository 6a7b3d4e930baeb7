import { describe, expect, it } from 'vitest';
import { CATALOGUE } from './catalogue-names.js';
import { categories } from './categories.js';
import { categoriesOf, categoryLoaders, EDITOR_CATEGORIES } from './lazy.js';

describe('the built-in nodes a category at a time', () => {
  it('has a loader for each category, and no other', () => {
    expect(Object.keys(categoryLoaders).sort()).toEqual(categories.map((c) => c.name).sort());
    for (const name of EDITOR_CATEGORIES) expect(categoryLoaders[name]).toBeDefined();
  });

  it.each(categories.map((c) => [c.name, c] as const))(
    'loads exactly the modules of %s',
    async (name, category) => {
      expect(await categoryLoaders[name]()).toEqual(category.modules);
    },
  );

  it("finds each registered node's category by its name (the catalogue lists every one)", () => {
    const unlisted = categories.flatMap((c) =>
      c.modules
        .map((m) => m.definition.definitionName)
        .filter((name) => !CATALOGUE[c.name]?.includes(name))
        .map((name) => `${c.name}/${name}`),
    );
    expect(unlisted).toEqual([]);
    for (const category of categories) {
      const names = category.modules.map((m) => m.definition.definitionName);
      expect([...categoriesOf(names)]).toEqual(names.length > 0 ? [category.name] : []);
    }
  });

  it('adds no category for a name of no built-in node (a UDN)', () => {
    expect([...categoriesOf(['plus', 'myOwnNode', 'constant', 'plus'])].sort()).toEqual(['math', 'object']);
  });
});
