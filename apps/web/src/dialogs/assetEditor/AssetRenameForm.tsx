import { ASSET_NAME_MAX_LENGTH } from '@nodeloom/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { type Asset, assetKeys, renameAsset } from '../../services/assets.js';
import type { DialogContext } from '../dialog-descriptor.js';
import { NameField } from '../library/NameDescriptionFields.js';
import { failureToast } from '../list-states.js';

/** The asset's name, saved with 'Rename' or Enter (PATCH /assets/{id}). */
export function AssetRenameForm({ ctx, asset }: { ctx: DialogContext; asset: Asset }) {
  const [name, setName] = useState(asset.name);
  const queries = useQueryClient();
  const rename = useMutation({
    mutationFn: (next: string) => renameAsset(asset.id, next),
    onSuccess: (saved) => {
      ctx.notify({ kind: 'success', title: `Renamed to "${saved.name}"` });
      void queries.invalidateQueries({ queryKey: assetKeys.list });
    },
    onError: (error) => ctx.notify(failureToast('The asset was not renamed')(error)),
  });
  const trimmed = name.trim();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (trimmed !== '' && trimmed !== asset.name) rename.mutate(trimmed);
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
