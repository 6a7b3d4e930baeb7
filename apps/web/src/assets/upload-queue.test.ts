import { describe, expect, it } from 'vitest';
import type { LogInput } from '../state/console-log.js';
import { createUploadQueue, type UploadPorts, type UploadTarget, uploadFiles } from './upload-queue.js';

const file = (name: string, type = 'image/png') => new File([new Uint8Array(10)], name, { type });

/** Ports that record what was PUT where; `fail` names URLs that refuse. */
function fakePorts(
  options: { fail?: string[]; thumbnail?: boolean; targets?: (n: number) => UploadTarget[] } = {},
) {
  const puts: string[] = [];
  const logs: LogInput[] = [];
  let ids = 0;
  const ports: UploadPorts = {
    requestTargets: async (items) =>
      options.targets?.(items.length) ??
      items.map((item, i) => ({
        id: `asset${i}`,
        originalUploadUrl: `/up/${item.name}/original`,
        thumbnailUploadUrl: `/up/${item.name}/thumbnail`,
      })),
    put: async (url, _file, onProgress) => {
      if (options.fail?.includes(url)) throw new Error('HTTP 413: too large');
      onProgress(0.5);
      onProgress(1);
      puts.push(url);
    },
    thumbnail: async () => (options.thumbnail === false ? null : new Blob(['t'], { type: 'image/webp' })),
    newFileId: () => `file${ids++}`,
    log: (entry) => logs.push(entry),
  };
  return { ports, puts, logs };
}

describe('uploadFiles', () => {
  it('uploads each original and thumbnail and marks every row done at 100 %', async () => {
    const queue = createUploadQueue();
    const { ports, puts, logs } = fakePorts();
    const ids = await uploadFiles(queue, ports, [file('a.png'), file('b.png')]);
    expect(ids).toEqual(['asset0', 'asset1']);
    expect(puts.sort()).toEqual([
      '/up/a.png/original',
      '/up/a.png/thumbnail',
      '/up/b.png/original',
      '/up/b.png/thumbnail',
    ]);
    expect(queue.getState().rows.map((r) => [r.name, r.status, r.progress])).toEqual([
      ['a.png', 'done', 1],
      ['b.png', 'done', 1],
    ]);
    expect(logs).toEqual([]);
  });

  it('logs a failed original and marks only its row failed', async () => {
    const queue = createUploadQueue();
    const { ports, logs } = fakePorts({ fail: ['/up/b.png/original'] });
    const ids = await uploadFiles(queue, ports, [file('a.png'), file('b.png')]);
    expect(ids).toEqual(['asset0']);
    const b = queue.getState().rows.find((r) => r.name === 'b.png')!;
    expect(b.status).toBe('failed');
    expect(b.error).toBe('HTTP 413: too large');
    expect(logs).toEqual([
      { level: 'error', source: 'asset', message: 'Upload of b.png failed: HTTP 413: too large' },
    ]);
  });

  it('skips a missing thumbnail file with a log note and still uploads the original', async () => {
    const queue = createUploadQueue();
    const { ports, puts, logs } = fakePorts({ thumbnail: false });
    await uploadFiles(queue, ports, [file('notes.txt', 'text/plain')]);
    expect(puts).toEqual(['/up/notes.txt/original']);
    expect(logs).toEqual([
      { level: 'info', source: 'asset', message: 'Thumbnail of notes.txt skipped: no thumbnail file' },
    ]);
    expect(queue.getState().rows[0]!.status).toBe('done');
  });

  it('skips a missing thumbnail URL with a log note', async () => {
    const queue = createUploadQueue();
    const { ports, logs } = fakePorts({
      targets: () => [{ id: 'x', originalUploadUrl: '/up/o', thumbnailUploadUrl: '' }],
    });
    await uploadFiles(queue, ports, [file('a.png')]);
    expect(logs.map((l) => l.message)).toEqual(['Thumbnail of a.png skipped: no thumbnail URL']);
  });

  it('fails every row, logged, when the server gives no upload URLs', async () => {
    const queue = createUploadQueue();
    const { ports, logs } = fakePorts({ targets: () => [] });
    expect(await uploadFiles(queue, ports, [file('a.png'), file('b.png')])).toEqual([]);
    expect(queue.getState().rows.every((r) => r.status === 'failed')).toBe(true);
    expect(logs).toHaveLength(2);
    expect(logs[0]!.message).toBe('Upload of a.png failed: the server answered 0 upload URLs for 2 files');
  });
});
