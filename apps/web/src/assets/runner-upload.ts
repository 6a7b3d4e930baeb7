import type { Asset } from '../services/assets.js';
import { assetMediaType } from './media-type.js';

/** What uploadToAssetManager asks of the host (spec 2 §3): bytes under a path, the file's URL back. */
export type RunnerUpload = (input: {
  path: string;
  name: string;
  data: ArrayBuffer;
}) => Promise<{ url: string }>;

export interface RunnerUploadPorts {
  /** uploads the files as new assets in the folder; the ids of the assets whose bytes arrived */
  upload(files: readonly File[], folder: string): Promise<string[]>;
  /** the user's assets (to read the new one's address) */
  list(): Promise<readonly Asset[]>;
  /** a stored file's address as the app hands it out */
  absoluteUrl(url: string | null): string;
}

/**
 * uploadToAssetManager in the workspace: the bytes go through the asset manager's upload queue
 * (a row in its list, the same POST /assets and PUT) into the folder the node names, and the node
 * gets the new asset's address. A failed upload is the node's error, with the file's name.
 */
export function runnerUpload(ports: RunnerUploadPorts): RunnerUpload {
  return async ({ path, name, data }) => {
    const folder = `/${path.replace(/^\/+|\/+$/g, '')}`;
    const type = assetMediaType(name, new Uint8Array(data));
    if (!type)
      throw new Error(
        `Upload of ${name}: the asset manager stores images, video, audio, fonts, PDF, JSON, text and 3D models; give the file name an extension such as .png, .json or .txt`,
      );
    const [id] = await ports.upload([new File([data], name, { type })], folder);
    if (!id) throw new Error(`Upload of ${name} to the asset manager failed`);
    const asset = (await ports.list()).find((a) => a.id === id);
    if (!asset?.url) throw new Error(`Upload of ${name}: the asset manager does not list it`);
    return { url: ports.absoluteUrl(asset.url) };
  };
}
