import { describe, expect, it } from 'vitest';
import { SelectionHistory } from './selection-history.js';

const all = () => true;

describe('SelectionHistory (spec 1 §9: 100 recently selected nodes)', () => {
  it('walks back and forward like a browser', () => {
    const history = new SelectionHistory();
    for (const id of ['a', 'b', 'c']) history.record(id);
    expect(history.back(all)).toBe('b');
    expect(history.back(all)).toBe('a');
    expect(history.back(all)).toBeUndefined();
    expect(history.forward(all)).toBe('b');
    expect(history.current()).toBe('b');
  });

  it('a new selection from the middle drops what lay ahead', () => {
    const history = new SelectionHistory();
    for (const id of ['a', 'b', 'c']) history.record(id);
    history.back(all);
    history.record('d');
    expect(history.entries()).toEqual(['a', 'b', 'd']);
    expect(history.forward(all)).toBeUndefined();
  });

  it('lists a node once, at its latest selection, and keeps the newest 100', () => {
    const history = new SelectionHistory();
    for (let i = 0; i < 120; i++) history.record(`n${i}`);
    history.record('n50');
    expect(history.entries()).toHaveLength(100);
    expect(history.entries()[0]).toBe('n20');
    expect(history.entries().at(-1)).toBe('n50');
    expect(history.entries().filter((id) => id === 'n50')).toHaveLength(1);
  });

  it('skips nodes deleted since', () => {
    const history = new SelectionHistory();
    for (const id of ['a', 'gone', 'c']) history.record(id);
    expect(history.back((id) => id !== 'gone')).toBe('a');
  });
});
