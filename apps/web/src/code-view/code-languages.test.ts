import { describe, expect, it } from 'vitest';
import { loadLanguage } from './code-languages.js';

describe('loadLanguage', () => {
  it('loads each highlight language once and none for plaintext', async () => {
    expect(loadLanguage('plaintext')).toBeUndefined();
    expect(loadLanguage('cobol')).toBeUndefined();
    for (const name of ['javascript', 'html', 'css', 'json', 'markdown']) {
      const first = loadLanguage(name);
      expect(loadLanguage(name)).toBe(first);
      const support = await first!;
      expect(support.language.name).toBe(name);
    }
  });
});
