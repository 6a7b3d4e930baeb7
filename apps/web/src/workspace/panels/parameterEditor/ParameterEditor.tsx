import { useMemo } from 'react';
import {
  ChooseAssetButton,
  IMPORT_ASSET_DEFINITION,
} from '../../../dialogs/assetManager/ChooseAssetButton.js';
import { DEPLOYMENT_DEFINITION, DeployNodeButton } from '../../../dialogs/deployments/DeployNodeButton.js';
import { PresetMenu } from '../../../dialogs/nodePresets/PresetMenu.js';
import { useEditor, useValue } from '../../../editor-react/index.js';
import { EmptyParameters } from './EmptyParameters.js';
import { ParamRows } from './ParamRows.js';
import { ParamWriterContext, paramWriter } from './param-writer.js';
import { useSelectionRows } from './use-selection-rows.js';
import './parameter-editor.css';

function StatusDot({ nodeId }: { nodeId: string }) {
  const status = useValue((e) => e.evaluation.status(nodeId));
  const label = status.status === 'error' ? `Error: ${status.errors[0] ?? ''}` : `Status: ${status.status}`;
  return (
    <span className="pe-status-dot" data-status={status.status} role="img" aria-label={label} title={label} />
  );
}

/** The node's param flag (spec 2 §3): pinned, its parameters stay here while nothing is selected. */
function PinToggle({ nodeId, pinned }: { nodeId: string; pinned: boolean }) {
  const editor = useEditor();
  return (
    <button
      type="button"
      className="button button-small pe-pin-toggle"
      aria-pressed={pinned}
      title="Pin parameters: shown here while nothing is selected (the param flag)"
      onClick={() => editor.nodes.setFlag([nodeId], 'param', !pinned)}
    >
      {pinned ? 'Unpin' : 'Pin'}
    </button>
  );
}

/**
 * The parameter editor of the selected node(s): a header, then a row per param (definition
 * params by order, then custom params and folders). Several nodes show the params they share;
 * an edit sets it on all of them in one undo step. The content of the Parameters panel's region.
 */
export function ParameterEditor() {
  const editor = useEditor();
  const { ids, nodes, rows, pinned } = useSelectionRows();
  const writer = useMemo(() => paramWriter(editor, ids), [editor, ids]);
  const first = nodes[0];
  if (!first) return <EmptyParameters />;
  const definition = nodes.length === 1 ? editor.nodes.definitionOf(first.id) : undefined;
  const visible = rows.some((r) => !r.hidden);
  return (
    <>
      <header className="pe-header">
        {pinned ? (
          <span className="pe-pinned" title="Shown while nothing is selected: the node has the param flag">
            Pinned
          </span>
        ) : null}
        {nodes.length === 1 ? (
          <>
            <StatusDot nodeId={first.id} />
            <h2 className="pe-title" title={first.name}>
              {first.name}
            </h2>
            <span className="pe-subtitle">{definition?.definitionName ?? first.definitionName}</span>
            {first.definitionName === DEPLOYMENT_DEFINITION && !editor.readOnly ? (
              <DeployNodeButton nodeId={first.id} />
            ) : null}
            {first.definitionName === IMPORT_ASSET_DEFINITION && !editor.readOnly ? (
              <ChooseAssetButton nodeId={first.id} />
            ) : null}
            {editor.readOnly ? null : <PinToggle nodeId={first.id} pinned={first.flags.param === true} />}
            {editor.readOnly ? null : <PresetMenu nodeId={first.id} />}
          </>
        ) : (
          <h2 className="pe-title">
            {nodes.length} nodes {pinned ? 'pinned' : 'selected'}
          </h2>
        )}
      </header>
      <ParamWriterContext.Provider value={writer}>
        <div className="pe-body">
          {visible ? (
            <ParamRows rows={rows} />
          ) : (
            <p className="pe-muted pe-note">
              {nodes.length === 1 ? 'This node has no parameters' : 'The selected nodes share no parameters'}
            </p>
          )}
        </div>
      </ParamWriterContext.Provider>
    </>
  );
}
