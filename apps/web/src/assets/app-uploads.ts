import { absoluteUrl, createAssets, listAssets, replaceAsset } from '../services/assets.js';
import { consoleLog } from '../state/console-log.js';
import { putFile } from './put-file.js';
import { runnerUpload } from './runner-upload.js';
import { makeThumbnail } from './thumbnail.js';
import { createUploadQueue, type UploadPorts, uploadFiles } from './upload-queue.js';

/** The page's one upload list: uploads keep going (and stay listed) while the asset manager is closed. */
export const uploadQueue = createUploadQueue();

const common = {
  put: putFile,
  thumbnail: makeThumbnail,
  newFileId: () => crypto.randomUUID(),
  log: (entry) => consoleLog.getState().append(entry),
} satisfies Omit<UploadPorts, 'requestTargets'>;

/** New assets: POST /assets for all the files at once. */
export const newAssetPorts: UploadPorts = {
  ...common,
  requestTargets: (items) => createAssets(items.map(({ fileId, name, path }) => ({ fileId, name, path }))),
};

/** New bytes for an existing asset: PATCH /assets/{id}/replace. */
export const replacePorts = (assetId: string): UploadPorts => ({
  ...common,
  requestTargets: async () => [await replaceAsset(assetId)],
});

/** uploadToAssetManager's uploads in the workspace: through the page's queue, as new assets. */
export const workspaceRunnerUpload = runnerUpload({
  upload: (files, folder) => uploadFiles(uploadQueue, newAssetPorts, files, folder),
  list: () => listAssets(),
  absoluteUrl,
});
