import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { newAssetPorts, replacePorts, uploadQueue } from '../../assets/app-uploads.js';
import { type UploadPorts, uploadFiles } from '../../assets/upload-queue.js';
import { useValue } from '../../editor-react/index.js';
import {
  type Asset,
  absoluteUrl,
  assetKeys,
  assetsQuery,
  deleteAsset,
  renameAsset,
} from '../../services/assets.js';
import { ConfirmDialog } from '../../ui/ConfirmDialog.js';
import type { DialogProps } from '../dialog-descriptor.js';
import { failureToast, ListStates } from '../list-states.js';
import { AssetRow } from './AssetRow.js';
import { DropZone } from './DropZone.js';
import type { AssetManagerArgs } from './dialog.js';
import { fillImportAssetNode } from './fill-import-asset.js';
import { UploadList } from './UploadList.js';
import '../snippetManager/library.css';
import './asset-manager.css';

/**
 * The asset manager: upload several files (picker or drop) with a progress bar each, the list with
 * thumbnails, and per asset rename, replace, delete, copy URL; opened from an importAsset node, 'Use'
 * fills that node's params.
 */
export default function AssetManagerDialog({ ctx, args, close }: DialogProps) {
  const pickFor = (args as AssetManagerArgs | undefined)?.pickFor;
  const pickNode = useValue((e) => (pickFor ? e.getNode(pickFor) : undefined));
  const queries = useQueryClient();
  const assets = useQuery(assetsQuery());
  const [renaming, setRenaming] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Asset | null>(null);
  const refresh = () => queries.invalidateQueries({ queryKey: assetKeys.list });
  const upload = (ports: UploadPorts, files: File[]) => {
    // failures are logged by the queue and shown on their rows; the list shows what arrived
    void uploadFiles(uploadQueue, ports, files).finally(refresh);
  };
  const rename = useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) => renameAsset(id, name),
    onSuccess: () => {
      setRenaming(null);
      void refresh();
    },
    onError: (error) => ctx.notify(failureToast('The asset was not renamed')(error)),
  });
  const remove = useMutation({
    mutationFn: (id: string) => deleteAsset(id),
    onSuccess: () => void refresh(),
    onError: (error) => ctx.notify(failureToast('The asset was not deleted')(error)),
  });
  const use = (asset: Asset) => {
    if (!pickFor || !fillImportAssetNode(ctx.editor, pickFor, asset)) {
      ctx.notify({
        kind: 'warning',
        title: 'The asset was not set',
        description: 'The node is gone or read-only.',
      });
      return;
    }
    ctx.notify({ kind: 'success', title: `${pickNode?.name ?? 'The node'} uses "${asset.name}"` });
    close();
  };
  const copyUrl = (asset: Asset) =>
    ctx.clipboard.writeText(absoluteUrl(asset.url)).then(
      () => ctx.notify({ kind: 'success', title: 'URL copied', description: absoluteUrl(asset.url) }),
      (error) => ctx.notify(failureToast('The URL was not copied')(error)),
    );
  return (
    <div className="lib-dialog">
      {pickNode ? (
        <p className="asset-picking" role="status">
          Choose the asset for <strong>{pickNode.name}</strong>
        </p>
      ) : null}
      <DropZone onFiles={(files) => upload(newAssetPorts, files)} />
      <UploadList />
      <ListStates
        query={assets}
        noun="assets"
        empty="No assets yet. Upload images or other files to use them in nodes."
      >
        {(list) => (
          <ul className="lib-list" aria-label="Assets">
            {list.map((asset) => (
              <AssetRow
                key={asset.id}
                asset={asset}
                picking={pickNode !== undefined && !ctx.editor.readOnly}
                renaming={renaming === asset.id}
                busy={rename.isPending}
                onUse={() => use(asset)}
                onCopyUrl={() => void copyUrl(asset)}
                onStartRename={() => setRenaming(asset.id)}
                onRename={(name) => rename.mutate({ id: asset.id, name })}
                onCancelRename={() => setRenaming(null)}
                onReplace={(file) => upload(replacePorts(asset.id), [file])}
                onDelete={() => setDeleting(asset)}
              />
            ))}
          </ul>
        )}
      </ListStates>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Delete this asset?"
        description={`"${deleting?.name}" and its file are deleted for good; nodes using its URL lose it.`}
        confirmLabel="Delete"
        danger
        busy={remove.isPending}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id);
          setDeleting(null);
        }}
      />
    </div>
  );
}
