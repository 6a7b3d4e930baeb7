import { describe, expect, it } from 'vitest';
import { COMMON_WORDS, commonWordNodes } from './common-words.js';
import { createBuiltInRegistry } from './index.js';

describe('common words of the tab menu', () => {
  it('names only registered nodes', () => {
    const registry = createBuiltInRegistry();
    for (const [word, nodes] of Object.entries(COMMON_WORDS)) {
      for (const name of nodes) expect(registry.get(name), `${word} → ${name}`).toBeDefined();
    }
  });

  it('reads the query as one word in any case, and knows nothing of other words', () => {
    expect(commonWordNodes(' Number ')[0]).toBe('constant');
    expect(commonWordNodes('if')[0]).toBe('ifElse');
    expect(commonWordNodes('toString')).toEqual([]);
    expect(commonWordNodes('constructor')).toEqual([]);
  });
});
