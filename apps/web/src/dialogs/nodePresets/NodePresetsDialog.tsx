import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useValue } from '../../editor-react/index.js';
import {
  createPreset,
  deletePreset,
  type NodePreset,
  presetKeys,
  presetsQuery,
  renamePreset,
} from '../../services/presets.js';
import { SmallButton } from '../../ui/SmallButton.js';
import type { DialogProps } from '../dialog-descriptor.js';
import { ConfirmLibraryDelete } from '../library/ConfirmLibraryDelete.js';
import { notDoneToast } from '../library/editor-write.js';
import { LibraryList, LibraryRow } from '../library/LibraryRow.js';
import { useLibraryMutations } from '../library/use-library-mutations.js';
import { applyPreset } from './apply-preset.js';
import type { NodePresetsArgs } from './args.js';
import { SavePresetForm } from './SavePresetForm.js';
import '../snippetManager/library.css';
import './node-presets.css';

const paramCount = (n: number) => (n === 1 ? '1 param' : `${n} params`);

/**
 * The node preset editor: save a node's params as a preset, list every preset with its definition,
 * apply one to the node (one undo step), rename, delete.
 */
export default function NodePresetsDialog({ ctx, args }: DialogProps) {
  const { editor } = ctx;
  const argNode = (args as NodePresetsArgs | undefined)?.nodeId;
  const selectedOne = useValue((e) => (e.selection.ids().size === 1 ? [...e.selection.ids()][0] : undefined));
  const nodeId = argNode ?? selectedOne;
  const node = useValue((e) => (nodeId ? e.nodes.get(nodeId) : undefined));
  const presets = useQuery(presetsQuery());
  // a new form (empty name) after each save
  const [saved, setSaved] = useState(0);
  const {
    create: save,
    rename,
    remove,
  } = useLibraryMutations<NodePreset, NodePreset, string>({
    ctx,
    noun: 'preset',
    listKey: presetKeys.list,
    create: {
      run: async (name) => {
        if (!node) throw new Error('Select a node first');
        return createPreset(name, node, editor.nodes.definitionOf(node.id));
      },
      failedVerb: 'saved',
      onCreated: (preset) => {
        ctx.notify({ kind: 'success', title: `Preset "${preset.name}" saved` });
        setSaved((n) => n + 1);
      },
    },
    rename: { run: renamePreset },
    remove: { run: (preset) => deletePreset(preset.id) },
  });
  // Apply is shown only beside a node of the preset's definition
  const apply = (preset: NodePreset, to: { id: string; name: string }) => {
    const outcome = applyPreset(editor, to.id, preset);
    if (outcome.done) ctx.notify({ kind: 'success', title: `Applied "${preset.name}" to ${to.name}` });
    else ctx.notify(notDoneToast(`Preset "${preset.name}" was not applied`, outcome));
  };
  return (
    <div className="lib-dialog">
      {node ? (
        <SavePresetForm
          key={`${node.id}-${saved}`}
          nodeName={node.name}
          definitionName={node.definitionName}
          busy={save.isPending}
          onSave={(name) => save.mutate(name)}
        />
      ) : (
        <p className="muted">Select one node to save its parameters as a preset or to apply one to it.</p>
      )}
      <LibraryList
        query={presets}
        noun="presets"
        empty="No presets yet. Save a node's parameters to reuse them on other nodes of its kind."
      >
        {(preset) => (
          <LibraryRow
            key={preset.id}
            item={preset}
            meta={`${preset.definitionName} · ${paramCount(Object.keys(preset.params).length)}`}
            renameLabel="Preset name"
            rename={rename}
            onDelete={() => remove.ask(preset)}
          >
            {node?.definitionName === preset.definitionName && !editor.readOnly ? (
              <SmallButton look="primary" onClick={() => apply(preset, node)}>
                Apply
              </SmallButton>
            ) : null}
          </LibraryRow>
        )}
      </LibraryList>
      <ConfirmLibraryDelete
        noun="preset"
        confirm={remove.confirm}
        consequence="Nodes it was applied to keep their values."
      />
    </div>
  );
}
