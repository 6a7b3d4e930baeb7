import { strToU8, zipSync } from 'fflate';
import { describe, expect, it, vi } from 'vitest';
import { paramOf, runNode } from '../shared/html/testing.js';
import { importAssetNode } from './importAsset.js';
import { loadAssetNode } from './loadAsset.js';
import { unzipNode } from './unzip.js';
import { uploadToAssetManagerNode } from './uploadToAssetManager.js';

type ResponseBody = ConstructorParameters<typeof Response>[0];
const serve = (body: ResponseBody, status = 200) =>
  vi.fn<typeof fetch>(async () => new Response(body, { status }));

describe('importAsset', () => {
  it('outputs the asset (url, thumbnailUrl, name, fileId) and its url', async () => {
    const params = {
      url: 'https://cdn/x.png',
      thumbnailUrl: 'https://cdn/t.png',
      name: 'x.png',
      fileId: 'f1',
    };
    const { outputs } = await runNode(importAssetNode, { params });
    expect(outputs).toEqual({ asset: params, url: 'https://cdn/x.png' });
  });
});

describe('loadAsset', () => {
  it('has response type default blob and encoding utf-8 (spec 2 §3)', () => {
    expect(paramOf(loadAssetNode, 'responseType').defaultValue).toBe('blob');
    expect(paramOf(loadAssetNode, 'encoding').defaultValue).toBe('utf-8');
    expect(loadAssetNode.definition.async).toBe(true);
  });

  it('GETs the URL and reads it as blob, bytes, text or JSON', async () => {
    const fetch = serve('{"a":1}');
    const blob = (
      await runNode(loadAssetNode, { params: { url: 'https://x.io/a.json' }, platform: { fetch } })
    ).outputs.data;
    expect(blob).toBeInstanceOf(Blob);
    expect(fetch).toHaveBeenCalledWith('https://x.io/a.json');
    const run = async (responseType: string) =>
      (
        await runNode(loadAssetNode, {
          params: { url: 'https://x.io/a', responseType },
          platform: { fetch: serve('{"a":1}') },
        })
      ).outputs.data;
    expect(new Uint8Array((await run('arraybuffer')) as ArrayBuffer)).toHaveLength(7);
    expect(await run('text')).toBe('{"a":1}');
    expect(await run('json')).toEqual({ a: 1 });
  });

  it('decodes text with the chosen encoding', async () => {
    const fetch = serve(new Uint8Array([0xe9]));
    const { outputs } = await runNode(loadAssetNode, {
      params: { url: 'https://x.io/a', responseType: 'text', encoding: 'latin1' },
      platform: { fetch },
    });
    expect(outputs.data).toBe('é');
  });

  it("requires a valid URL: 'Invalid URL: {url}'", async () => {
    await expect(runNode(loadAssetNode, { params: { url: 'nope' } })).rejects.toThrow('Invalid URL: nope');
    await expect(runNode(loadAssetNode, { params: { url: '' } })).rejects.toThrow('Invalid URL: ');
    await expect(runNode(loadAssetNode, { params: { url: 'file:///etc/passwd' } })).rejects.toThrow(
      'Invalid URL: file:///etc/passwd',
    );
  });

  it('refuses an unknown response type', async () => {
    await expect(
      runNode(loadAssetNode, { params: { url: 'https://x.io/a', responseType: 'stream' } }),
    ).rejects.toThrow('Invalid response type: stream');
  });

  it("reports failures as 'Failed to fetch', bad encodings and bad JSON", async () => {
    await expect(
      runNode(loadAssetNode, { params: { url: 'https://x.io/a' }, platform: { fetch: serve('', 404) } }),
    ).rejects.toThrow('Failed to fetch: 404');
    await expect(runNode(loadAssetNode, { params: { url: 'https://x.io/a' } })).rejects.toThrow(
      'Failed to fetch: no network in tests',
    );
    await expect(
      runNode(loadAssetNode, {
        params: { url: 'https://x.io/a', responseType: 'text', encoding: 'klingon' },
      }),
    ).rejects.toThrow('Invalid encoding: klingon');
    await expect(
      runNode(loadAssetNode, {
        params: { url: 'https://x.io/a', responseType: 'json' },
        platform: { fetch: serve('{') },
      }),
    ).rejects.toThrow('Invalid JSON at https://x.io/a');
  });
});

describe('unzip', () => {
  const zip = zipSync({ 'a.txt': strToU8('hello'), 'dir/b.txt': strToU8('b'), 'empty/': new Uint8Array() });

  it('extracts the files as bytes, skipping folders', async () => {
    const { outputs } = await runNode(unzipNode, { inputs: { arrayBuffer: zip.buffer } });
    expect(outputs.files).toEqual([
      { path: 'a.txt', content: strToU8('hello') },
      { path: 'dir/b.txt', content: strToU8('b') },
    ]);
  });

  it('decodes as text on request', async () => {
    const { outputs } = await runNode(unzipNode, { inputs: { arrayBuffer: zip }, params: { asText: true } });
    expect(outputs.files).toEqual([
      { path: 'a.txt', content: 'hello' },
      { path: 'dir/b.txt', content: 'b' },
    ]);
  });

  it('refuses non-binary input and data that is not a zip', async () => {
    await expect(runNode(unzipNode, { inputs: { arrayBuffer: 'zip' } })).rejects.toThrow(
      'Invalid zip data, it must be an ArrayBuffer',
    );
    await expect(runNode(unzipNode, { inputs: { arrayBuffer: strToU8('not a zip') } })).rejects.toThrow(
      'Invalid zip file',
    );
  });
});

describe('uploadToAssetManager', () => {
  const uploader = () =>
    vi.fn(async (file: { path: string; name: string; data: ArrayBuffer }) => ({
      url: `https://assets/${file.path}/${file.name}`,
    }));

  it('uploads under fromRunners, named by the filename input, else the param', async () => {
    const uploadAsset = uploader();
    const data = new Uint8Array([1, 2, 3]);
    const { outputs } = await runNode(uploadToAssetManagerNode, {
      inputs: { arrayBuffer: data, filename: 'in.bin' },
      params: { filename: 'p.bin' },
      platform: { uploadAsset },
    });
    expect(outputs.url).toBe('https://assets/fromRunners/in.bin');
    expect(new Uint8Array(uploadAsset.mock.calls[0][0].data)).toEqual(data);
    const byParam = await runNode(uploadToAssetManagerNode, {
      inputs: { arrayBuffer: data },
      params: { filename: 'p.bin' },
      platform: { uploadAsset },
    });
    expect(byParam.outputs.url).toBe('https://assets/fromRunners/p.bin');
  });

  it('names an unnamed upload by a generated id', async () => {
    const { outputs } = await runNode(uploadToAssetManagerNode, {
      inputs: { arrayBuffer: new ArrayBuffer(1) },
      platform: { uploadAsset: uploader() },
    });
    expect(outputs.url).toMatch(/^https:\/\/assets\/fromRunners\/[0-9a-f-]{36}$/);
  });

  it('needs bytes and a signed-in user', async () => {
    await expect(
      runNode(uploadToAssetManagerNode, {
        inputs: { arrayBuffer: 'x' },
        platform: { uploadAsset: uploader() },
      }),
    ).rejects.toThrow('Invalid data, it must be an ArrayBuffer');
    await expect(
      runNode(uploadToAssetManagerNode, { inputs: { arrayBuffer: new ArrayBuffer(1) } }),
    ).rejects.toThrow('uploadToAssetManager requires a signed-in user');
  });
});
