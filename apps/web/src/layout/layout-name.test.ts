import { describe, expect, it } from 'vitest';
import { layoutNameProblem } from './layout-name.js';

describe('layout names', () => {
  it('takes letters, digits, spaces and . _ -', () => {
    expect(layoutNameProblem(' Wide screen_2.0 ')).toBeNull();
  });
  it('refuses a built-in name, an empty name and other characters, saying why', () => {
    expect(layoutNameProblem('Pro')).toBe('Pro is a built-in layout: pick another name');
    expect(layoutNameProblem('  ')).toBe('The name must not be empty');
    expect(layoutNameProblem('a/b')).toBe('The name must be letters, digits, spaces or . _ -');
  });
});
