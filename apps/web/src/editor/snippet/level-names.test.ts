import { uniqueNodeName } from '@nodeloom/engine';
import { describe, expect, it } from 'vitest';
import { LevelNames } from './level-names.js';

describe('LevelNames', () => {
  it('hands out the names uniqueNodeName would, one after another', () => {
    const existing = ['box', 'box3', 'trim', 'trim12', 'a1', 'x'];
    const wanted = ['box', 'box', 'trim', 'new', 'a1', 'a', 'box3', 'x', 'x', 'trim12'];
    const names = new LevelNames(existing);
    const taken = [...existing];
    for (const name of wanted) {
      const expected = uniqueNodeName(name, taken);
      expect(names.take(name)).toBe(expected);
      taken.push(expected);
    }
  });
});
