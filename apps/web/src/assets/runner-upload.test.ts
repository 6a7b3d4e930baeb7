import type { Asset } from '@nodeloom/api';
import { describe, expect, it, vi } from 'vitest';
import { runnerUpload } from './runner-upload.js';

const asset = (id: string, url: string) => ({ id, url }) as unknown as Asset;

describe('runnerUpload (uploadToAssetManager in the workspace)', () => {
  it('uploads the bytes under /fromRunners and answers the new asset’s address', async () => {
    const upload = vi.fn(async () => ['asset_2']);
    const run = runnerUpload({
      upload,
      list: async () => [asset('asset_1', '/files/a'), asset('asset_2', '/files/b')],
      absoluteUrl: (url) => `https://app.test${url}`,
    });
    const result = await run({
      path: 'fromRunners',
      name: 'report.txt',
      data: new Uint8Array([1, 2]).buffer,
    });
    expect(result).toEqual({ url: 'https://app.test/files/b' });
    const [files, folder] = upload.mock.calls[0] as unknown as [File[], string];
    expect(folder).toBe('/fromRunners');
    expect(files[0].name).toBe('report.txt');
    expect(files[0].type).toBe('text/plain');
    expect(new Uint8Array(await files[0].arrayBuffer())).toEqual(new Uint8Array([1, 2]));
  });

  it('refuses bytes of a type the asset manager does not store, saying how to name them', async () => {
    const upload = vi.fn(async () => ['asset_1']);
    const run = runnerUpload({ upload, list: async () => [], absoluteUrl: String });
    await expect(run({ path: 'fromRunners', name: 'page.html', data: new ArrayBuffer(1) })).rejects.toThrow(
      /Upload of page.html: .*\.png, \.json or \.txt/,
    );
    expect(upload).not.toHaveBeenCalled();
  });

  it('makes a failed upload the node’s error, naming the file', async () => {
    const run = runnerUpload({ upload: async () => [], list: async () => [], absoluteUrl: String });
    await expect(run({ path: 'fromRunners', name: 'x.json', data: new ArrayBuffer(1) })).rejects.toThrow(
      'Upload of x.json to the asset manager failed',
    );
  });
});
