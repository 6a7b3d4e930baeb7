import { describe, expect, it } from 'vitest';
import { ruleResult } from '../utility-data/rule-context.testing.js';
import { base64ToFile } from './base64ToFile.js';
import { encodeURINode } from './encodeURI.js';

describe('base64ToFile', () => {
  const run = (base64: unknown, params: Record<string, unknown> = {}) =>
    ruleResult(base64ToFile, { inputs: { base64 }, params });

  it('decodes base64 into a File with the given name', async () => {
    const { file } = await run('aGVsbG8=', { fileName: 'greeting.txt', mimeType: 'text/plain' });
    expect(file).toBeInstanceOf(File);
    const f = file as File;
    expect([f.name, f.type, await f.text()]).toEqual(['greeting.txt', 'text/plain', 'hello']);
  });

  it('takes the type from a data URL when no type is set', async () => {
    const { file } = await run('data:image/png;base64,AAEC');
    const f = file as File;
    expect([f.name, f.type, f.size]).toEqual(['file', 'image/png', 3]);
    expect([...new Uint8Array(await f.arrayBuffer())]).toEqual([0, 1, 2]);
  });

  it('gives an empty file for empty text, typed application/octet-stream (edge)', async () => {
    const f = (await run('')).file as File;
    expect([f.size, f.type]).toEqual([0, 'application/octet-stream']);
  });

  it("'Invalid input' for text that is not base64 or not text", async () => {
    await expect(run('not base64!')).rejects.toThrow('Invalid input');
    await expect(run(42)).rejects.toThrow('Invalid input');
  });
});

describe('encodeURI', () => {
  const run = (input: unknown, component = false) =>
    ruleResult(encodeURINode, { inputs: { input }, params: { component } });

  it('encodes a whole URL, keeping its separators', async () => {
    expect(await run('https://x.dev/a b?q=é&r=1')).toEqual({ output: 'https://x.dev/a%20b?q=%C3%A9&r=1' });
  });

  it('encodes a component, separators included', async () => {
    expect(await run('a b&c=d/e', true)).toEqual({ output: 'a%20b%26c%3Dd%2Fe' });
  });

  it('handles empty text and numbers (edge)', async () => {
    expect(await run('')).toEqual({ output: '' });
    expect(await run(12)).toEqual({ output: '12' });
  });

  it("'Invalid input' for a non-string or a lone surrogate", async () => {
    await expect(run({ a: 1 })).rejects.toThrow('Invalid input');
    await expect(run('\uD800')).rejects.toThrow('Invalid input');
  });
});
