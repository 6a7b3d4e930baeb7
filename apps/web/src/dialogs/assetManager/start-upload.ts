import type { QueryClient } from '@tanstack/react-query';
import { uploadQueue } from '../../assets/app-uploads.js';
import { type UploadPorts, uploadFiles } from '../../assets/upload-queue.js';
import { assetKeys } from '../../services/assets.js';

/**
 * Uploads files through the page's one upload queue (a progress row each, the 20 s timeout of every
 * PUT), as new assets or, with `replacePorts`, as an asset's new bytes; the asset list is fetched
 * again when they end. Failures are logged by the queue and shown on their rows. Returns the rows'
 * file ids at once, so a dialog can show only the uploads it started.
 */
export function startUpload(queries: QueryClient, ports: UploadPorts, files: readonly File[]): string[] {
  const fileIds: string[] = [];
  const tracked: UploadPorts = {
    ...ports,
    newFileId: () => {
      const id = ports.newFileId();
      fileIds.push(id);
      return id;
    },
  };
  // the queue makes the rows (and so the ids) before its first wait
  void uploadFiles(uploadQueue, tracked, files).finally(() =>
    queries.invalidateQueries({ queryKey: assetKeys.list }),
  );
  return fileIds;
}
