import { describe, expect, it } from 'vitest';
import { unwrap } from '../base/errors.js';
import { fromFields, toFields } from './shared-definition.js';

const empty = { definitionName: '', description: '', category: '', other: '' };

describe('a version group’s shared definition as form fields', () => {
  it('shows the named fields one by one and every other key as JSON', () => {
    expect(toFields(null)).toEqual(empty);
    const fields = toFields({ definitionName: 'Card', category: 'layout', icon: 'square', size: { w: 2 } });
    expect(fields).toMatchObject({ definitionName: 'Card', description: '', category: 'layout' });
    expect(JSON.parse(fields.other)).toEqual({ icon: 'square', size: { w: 2 } });
  });

  it('keeps a named key that is not text among the other fields', () => {
    expect(JSON.parse(toFields({ category: 3 }).other)).toEqual({ category: 3 });
  });

  it('gives back what it showed, trimmed, without empty fields', () => {
    const stored = { definitionName: 'Card', description: 'A card', icon: 'square' };
    expect(unwrap(fromFields(toFields(stored)))).toEqual(stored);
    expect(unwrap(fromFields({ ...empty, definitionName: '  Tile ', category: ' ' }))).toEqual({
      definitionName: 'Tile',
    });
  });

  it('is null when nothing is shared', () => {
    expect(unwrap(fromFields(empty))).toBeNull();
    expect(unwrap(fromFields({ ...empty, other: '  {}  ' }))).toBeNull();
  });

  it('says what is wrong with the other fields', () => {
    expect(() => unwrap(fromFields({ ...empty, other: '{"a":' }))).toThrow('Other fields must be valid JSON');
    expect(() => unwrap(fromFields({ ...empty, other: '[1]' }))).toThrow(
      'Other fields must be a JSON object',
    );
    expect(() => unwrap(fromFields({ ...empty, other: '{"category":"x"}' }))).toThrow(
      'Other fields must not repeat category: it has its own field',
    );
  });
});
