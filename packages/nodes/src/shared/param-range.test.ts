import { describe, expect, it } from 'vitest';
import { createBuiltInRegistry } from '../index.js';
import { clampToParamRange, paramValueInRange } from './param-range.js';

const registry = createBuiltInRegistry();
const read = (definitionName: string, name: string, value: unknown) =>
  paramValueInRange(registry.get(definitionName)!, name, value);

describe('param ranges (spec 2 §5)', () => {
  it('holds a jump code to -1 (disabled) or 0 to 9, whole numbers, on every node that has one', () => {
    for (const definitionName of [
      'stickyNote',
      'stickyImage',
      'inspector',
      'previewer',
      'iframe',
      'plugin',
    ]) {
      expect(
        [-5, -1, 0, 3.6, 9, 12, 'x', Number.NaN].map((v) => read(definitionName, 'jumpCode', v)),
      ).toEqual([-1, -1, 0, 4, 9, 9, -1, -1]);
    }
  });

  it('holds a sticky font weight to 100 to 900, an unset one at the default 400', () => {
    expect([50, 100, 450, 900, 1000, undefined].map((v) => read('stickyNote', 'fontWeight', v))).toEqual([
      100, 100, 450, 900, 900, 400,
    ]);
  });

  it('leaves params without a number range as they are, and knows no undeclared param', () => {
    expect(read('stickyNote', 'text', 'hello')).toBe('hello');
    expect(read('stickyNote', 'nope', 3)).toBeUndefined();
    const scale = { name: 's', label: 'S', dataType: 'number', defaultValue: 1, widget: 'float' } as const;
    expect(clampToParamRange({ ...scale, min: 0, max: 1 }, 0.25)).toBe(0.25);
    expect(clampToParamRange(scale, -1e9)).toBe(-1e9);
  });
});
