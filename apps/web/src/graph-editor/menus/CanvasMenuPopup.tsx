import { Menu } from '@base-ui/react/menu';
import type { NodeFlag } from '@nodeloom/engine';
import { useMemo } from 'react';
import type { StoreApi } from 'zustand';
import { canvasOf } from '../../actions/canvas-bridge.js';
import { shortcutLabel } from '../../actions/commands.js';
import {
  definitionChangeRefusal,
  type EditorApi,
  type ViewportController,
  type XY,
} from '../../editor/index.js';
import { useEditor, useValue } from '../../editor-react/index.js';
import { dialogsStore, openDialog } from '../../state/dialogs.js';
import { toastsStore } from '../../state/toasts.js';
import { UdnMenuItems } from '../../udn/UdnMenuItems.js';
import { type CanvasUiState, useCanvasUiStore } from '../canvas/canvas-ui.js';
import { showRefusal } from '../canvas/show-refusal.js';
import { type MenuTarget, NODE_COLORS } from './menu-target.js';

/**
 * Where focus goes when the menu closes: back where it was, unless an entry opened a dialog (Quick
 * actions…, Change definition…) or a field on the canvas (Rename, Add comment), whose own field has
 * it by then and keeps it (taken away, the name field would commit and close at once).
 */
const focusBackUnlessDialog = (ui: StoreApi<CanvasUiState>) => () => {
  const { renaming, commenting } = ui.getState();
  return dialogsStore.getState().open.length === 0 && renaming === null && commenting === null;
};

/** A point of the page as an anchor for the menu's positioner. */
function pointAnchor(at: XY) {
  return { getBoundingClientRect: () => DOMRect.fromRect({ x: at.x, y: at.y, width: 0, height: 0 }) };
}

/**
 * The canvas's context menu (CanvasMenu.tsx loads it on first use), open at `at` until it closes:
 * on a node (rename, comment, colour, flags, change definition, enter, delete — acting on the
 * whole selection when the node is part of it), on a wire (reorder on a multi-input, disconnect),
 * or on the empty canvas (add a node, frame). Every entry is one editor call.
 */
export function CanvasMenuPopup({
  target,
  viewport,
  at,
  onClose,
}: {
  target: MenuTarget | null;
  viewport: ViewportController;
  at: XY;
  onClose(): void;
}) {
  const anchor = useMemo(() => pointAnchor(at), [at]);
  const ui = useCanvasUiStore();
  const finalFocus = useMemo(() => focusBackUnlessDialog(ui), [ui]);
  return (
    <Menu.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Menu.Portal>
        <Menu.Positioner className="gc-menu-positioner" anchor={anchor} side="bottom" align="start">
          <Menu.Popup className="gc-menu" finalFocus={finalFocus}>
            {target?.kind === 'node' ? <NodeItems nodeId={target.nodeId} /> : null}
            {target?.kind === 'wire' ? <WireItems connectionId={target.connectionId} /> : null}
            {target?.kind === 'pane' || !target ? <PaneItems target={target} viewport={viewport} /> : null}
          </Menu.Popup>
        </Menu.Positioner>
      </Menu.Portal>
    </Menu.Root>
  );
}

function targetsOf(editor: EditorApi, nodeId: string): string[] {
  const selection = editor.selection.ids();
  return selection.has(nodeId) ? [...selection] : [nodeId];
}

function NodeItems({ nodeId }: { nodeId: string }) {
  const editor = useEditor();
  const ui = useCanvasUiStore();
  const node = useValue((e) => e.nodes.get(nodeId));
  const definition = useValue((e) => e.nodes.definitionOf(nodeId));
  const readOnly = useValue((e) => e.readOnly);
  if (!node) return null;
  const canEnter = definition?.hasSubLevel === true || node.unpacked === true;
  const flag = (name: NodeFlag, label: string) => (
    <Menu.CheckboxItem
      className="gc-menu-item"
      checked={node.flags[name] === true}
      disabled={readOnly}
      onCheckedChange={(on) => editor.nodes.setFlag(targetsOf(editor, nodeId), name, on)}
      closeOnClick
    >
      <Menu.CheckboxItemIndicator className="gc-menu-check" keepMounted>
        {node.flags[name] ? '✓' : ''}
      </Menu.CheckboxItemIndicator>
      {label}
    </Menu.CheckboxItem>
  );
  return (
    <>
      <div className="gc-menu-label">{node.name}</div>
      {canEnter ? (
        <Menu.Item className="gc-menu-item" onClick={() => editor.view.enterLevel(nodeId)}>
          Enter level
        </Menu.Item>
      ) : null}
      <Menu.Item
        className="gc-menu-item"
        disabled={readOnly}
        onClick={() => ui.getState().startRename(nodeId)}
      >
        Rename
      </Menu.Item>
      <Menu.Item
        className="gc-menu-item"
        disabled={readOnly}
        onClick={() => ui.getState().startComment(nodeId)}
      >
        {node.comment ? 'Edit comment' : 'Add comment'}
      </Menu.Item>
      <Menu.Separator className="gc-menu-separator" />
      {flag('bypass', 'Bypass')}
      {flag('preview', 'Preview')}
      {flag('hideComment', 'Hide comment')}
      {flag('param', 'Pin parameters')}
      <Menu.Separator className="gc-menu-separator" />
      <Menu.Group className="gc-menu-swatches" aria-label="Colour">
        {NODE_COLORS.map((c) => (
          <Menu.Item
            key={c.value}
            className="gc-menu-swatch"
            aria-label={`Colour ${c.name}`}
            title={c.name}
            disabled={readOnly}
            style={{ background: c.value }}
            onClick={() => editor.nodes.setColor(targetsOf(editor, nodeId), c.value)}
          />
        ))}
      </Menu.Group>
      <Menu.Separator className="gc-menu-separator" />
      <Menu.Item
        className="gc-menu-item"
        onClick={() => {
          // quick actions act on the selection: the node right-clicked joins it if it was not in it
          if (!editor.selection.ids().has(nodeId)) editor.selection.select([nodeId]);
          openDialog('quickActions');
        }}
      >
        Quick actions…
        <kbd className="gc-menu-shortcut">{shortcutLabel('dialog.quickActions')}</kbd>
      </Menu.Item>
      <Menu.Item className="gc-menu-item" onClick={() => openDialog('nodeInfo', { nodeId })}>
        Node info
      </Menu.Item>
      <Menu.Item className="gc-menu-item" onClick={() => openDialog('nodeHelp', { nodeId })}>
        Node help
        <kbd className="gc-menu-shortcut">F1</kbd>
      </Menu.Item>
      <Menu.Item
        className="gc-menu-item"
        disabled={readOnly}
        onClick={() => {
          // spec 2 §4: an unpacked UDN is refused at once, in the spec's words
          const refusal = definitionChangeRefusal(node);
          if (refusal) toastsStore.getState().show({ kind: 'warning', title: refusal.message });
          else canvasOf(editor)?.openTabMenu({ replace: nodeId });
        }}
      >
        Change definition…
      </Menu.Item>
      <UdnMenuItems nodeId={nodeId} />
      <Menu.Separator className="gc-menu-separator" />
      <Menu.Item
        className="gc-menu-item gc-menu-item--danger"
        disabled={readOnly}
        onClick={() => editor.nodes.delete(targetsOf(editor, nodeId))}
      >
        Delete
        <kbd className="gc-menu-shortcut">Del</kbd>
      </Menu.Item>
    </>
  );
}

function WireItems({ connectionId }: { connectionId: string }) {
  const editor = useEditor();
  const readOnly = useValue((e) => e.readOnly);
  const connection = useValue((e) => e.view.levelConnections().find((c) => c.id === connectionId));
  const isMulti = useValue((e) => {
    if (!connection) return false;
    return (
      e.nodes
        .definitionOf(connection.targetNode)
        ?.inputs.find((i) => i.identifier === connection.targetInputIdentifier)?.isMultiInput === true
    );
  });
  if (!connection) return null;
  return (
    <>
      <div className="gc-menu-label">Wire</div>
      {isMulti ? (
        <>
          <Menu.Item
            className="gc-menu-item"
            disabled={readOnly || connection.order <= 0}
            onClick={() => showRefusal(editor.nodes.reorderInput(connectionId, connection.order - 1))}
          >
            Move earlier
          </Menu.Item>
          <Menu.Item
            className="gc-menu-item"
            disabled={readOnly}
            onClick={() => showRefusal(editor.nodes.reorderInput(connectionId, connection.order + 1))}
          >
            Move later
          </Menu.Item>
        </>
      ) : null}
      <Menu.Item
        className="gc-menu-item gc-menu-item--danger"
        disabled={readOnly}
        onClick={() => showRefusal(editor.nodes.disconnect(connectionId))}
      >
        Disconnect
      </Menu.Item>
    </>
  );
}

function PaneItems({ target, viewport }: { target: MenuTarget | null; viewport: ViewportController }) {
  const ui = useCanvasUiStore();
  const readOnly = useValue((e) => e.readOnly);
  return (
    <>
      <Menu.Item
        className="gc-menu-item"
        disabled={readOnly || target?.kind !== 'pane'}
        onClick={() => {
          if (target?.kind === 'pane')
            ui.getState().openPicker({ at: target.at, flow: target.flow, atPointer: true });
        }}
      >
        Add node…
        <kbd className="gc-menu-shortcut">Tab</kbd>
      </Menu.Item>
      <Menu.Item className="gc-menu-item" onClick={() => viewport.zoomToFit()}>
        Zoom to fit
      </Menu.Item>
      <Menu.Item className="gc-menu-item" onClick={() => viewport.zoomToSelection()}>
        Zoom to selection
        <kbd className="gc-menu-shortcut">F</kbd>
      </Menu.Item>
    </>
  );
}
