import { createStore } from 'zustand';
import type { LogInput } from '../state/console-log.js';

/** Spec 1 §7: what the client holds for one upload. */
export interface UploadItem {
  fileId: string;
  name: string;
  path: string;
  file: File;
  thumbnailFile: Blob | null;
}

/** The signed URLs the server answered for one asset. */
export interface UploadTarget {
  id: string;
  originalUploadUrl: string;
  thumbnailUploadUrl: string;
}

export type UploadStatus = 'preparing' | 'uploading' | 'done' | 'failed';

/** One row of the upload list the asset manager shows. */
export interface UploadRow {
  fileId: string;
  name: string;
  /** the sent fraction of the original file, 0…1 */
  progress: number;
  status: UploadStatus;
  error?: string;
}

/** The side effects of an upload, injected so the queue is testable without a server. */
export interface UploadPorts {
  /** POST /assets, or PATCH /assets/{id}/replace for one file: targets in the items' order */
  requestTargets(items: readonly UploadItem[]): Promise<UploadTarget[]>;
  put(url: string, file: Blob, onProgress: (fraction: number) => void): Promise<void>;
  thumbnail(file: File): Promise<Blob | null>;
  newFileId(): string;
  log(entry: LogInput): void;
}

export interface UploadQueueState {
  rows: readonly UploadRow[];
  patch(fileId: string, change: Partial<UploadRow>): void;
  add(rows: readonly UploadRow[]): void;
  /** forgets the finished rows (done or failed) */
  clearFinished(): void;
}

export function createUploadQueue() {
  return createStore<UploadQueueState>()((set, get) => ({
    rows: [],
    patch(fileId, change) {
      set({ rows: get().rows.map((row) => (row.fileId === fileId ? { ...row, ...change } : row)) });
    },
    add(rows) {
      set({ rows: [...get().rows, ...rows] });
    },
    clearFinished() {
      set({ rows: get().rows.filter((row) => row.status !== 'done' && row.status !== 'failed') });
    },
  }));
}

export type UploadQueue = ReturnType<typeof createUploadQueue>;

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Uploads files as assets in `path`: thumbnails drawn, upload URLs asked for in one call, then each
 * original and thumbnail PUT, files in parallel, each row following its original's progress.
 * Failures are only logged (spec 1 §8) and mark their row failed; a missing thumbnail file or URL
 * is skipped with a log note. Resolves with the ids of the assets whose original arrived.
 */
export async function uploadFiles(
  queue: UploadQueue,
  ports: UploadPorts,
  files: readonly File[],
  path = '/',
): Promise<string[]> {
  const items: UploadItem[] = files.map((file) => ({
    fileId: ports.newFileId(),
    name: file.name,
    path,
    file,
    thumbnailFile: null,
  }));
  queue
    .getState()
    .add(items.map((item) => ({ fileId: item.fileId, name: item.name, progress: 0, status: 'preparing' })));
  const fail = (item: UploadItem, error: unknown) => {
    queue.getState().patch(item.fileId, { status: 'failed', error: reason(error) });
    ports.log({
      level: 'error',
      source: 'asset',
      message: `Upload of ${item.name} failed: ${reason(error)}`,
    });
  };
  for (const item of items) item.thumbnailFile = await ports.thumbnail(item.file).catch(() => null);
  let targets: UploadTarget[];
  try {
    targets = await ports.requestTargets(items);
    if (targets.length !== items.length) {
      throw new Error(`the server answered ${targets.length} upload URLs for ${items.length} files`);
    }
  } catch (error) {
    for (const item of items) fail(item, error);
    return [];
  }
  const uploaded = await Promise.all(
    items.map(async (item, index) => {
      const target = targets[index]!;
      queue.getState().patch(item.fileId, { status: 'uploading' });
      try {
        await ports.put(target.originalUploadUrl, item.file, (progress) =>
          queue.getState().patch(item.fileId, { progress }),
        );
      } catch (error) {
        fail(item, error);
        return null;
      }
      await uploadThumbnail(ports, item, target);
      queue.getState().patch(item.fileId, { status: 'done', progress: 1 });
      return target.id;
    }),
  );
  return uploaded.filter((id): id is string => id !== null);
}

/** The thumbnail is a nicety: without a file or URL it is skipped, a failed one is logged. */
async function uploadThumbnail(ports: UploadPorts, item: UploadItem, target: UploadTarget): Promise<void> {
  const missing = !item.thumbnailFile
    ? 'no thumbnail file'
    : !target.thumbnailUploadUrl
      ? 'no thumbnail URL'
      : null;
  if (missing || !item.thumbnailFile) {
    ports.log({ level: 'info', source: 'asset', message: `Thumbnail of ${item.name} skipped: ${missing}` });
    return;
  }
  try {
    await ports.put(target.thumbnailUploadUrl, item.thumbnailFile, () => undefined);
  } catch (error) {
    ports.log({
      level: 'error',
      source: 'asset',
      message: `Thumbnail upload of ${item.name} failed: ${reason(error)}`,
    });
  }
}
