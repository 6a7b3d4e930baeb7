import { ASSET_NAME_MAX_LENGTH } from '@nodeloom/api';
import { type FormEvent, useState } from 'react';
import { type Asset, assetKeys, renameAsset } from '../../services/assets.js';
import type { DialogContext } from '../dialog-descriptor.js';
import { NameField } from '../library/NameDescriptionFields.js';
import { useLibraryMutations } from '../library/use-library-mutations.js';

/** The asset's name, saved with 'Rename' or Enter (PATCH /assets/{id}). */
export function AssetRenameForm({ ctx, asset }: { ctx: DialogContext; asset: Asset }) {
  const [name, setName] = useState(asset.name);
  const { rename } = useLibraryMutations<Asset>({
    ctx,
    noun: 'asset',
    listKey: assetKeys.list,
    rename: {
      run: renameAsset,
      onRenamed: (name) => ctx.notify({ kind: 'success', title: `Renamed to "${name}"` }),
    },
  });
  const trimmed = name.trim();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (trimmed !== '' && trimmed !== asset.name) rename.submit(asset.id, trimmed);
  };
  return (
    <form className="asset-rename" onSubmit={submit} aria-label="Rename asset">
      <NameField label="Name" value={name} maxLength={ASSET_NAME_MAX_LENGTH} onChange={setName} />
      <button
        type="submit"
        className="button"
        disabled={trimmed === '' || trimmed === asset.name || rename.isPending}
      >
        {rename.isPending ? 'Renaming…' : 'Rename'}
      </button>
    </form>
  );
}
