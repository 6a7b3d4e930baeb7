import { useEffect, useId, useRef, useState } from 'react';
import { canvasOf } from '../../actions/canvas-bridge.js';
import type { Result } from '../../base/errors.js';
import type { EditorApi } from '../../editor/index.js';
import { useEditor } from '../../editor-react/index.js';
import { sameItems, useDerived } from '../../editor-react/use-derived.js';
import { EmptyDialog } from '../../ui/EmptyDialog.js';
import type { DialogProps } from '../dialog-descriptor.js';
import { type WirePickerArgs, wirePickerNodeId } from './args.js';
import { SocketList, socketKey } from './SocketList.js';
import { TargetSearch } from './TargetSearch.js';
import { rowKey, WireList } from './WireList.js';
import {
  compatibleTargets,
  connectRequest,
  movedOrder,
  type SocketChoice,
  socketsOf,
  type WireRow,
  type WireTarget,
  wiresOf,
} from './wire-model.js';
import './wire-picker.css';

type Said = { kind: 'done' | 'refused'; text: string };

/** What the picker's view depends on: its node, the nodes of its level and the level's wires. */
function levelState(editor: EditorApi, nodeId: string | undefined): readonly unknown[] {
  const node = nodeId ? editor.nodes.get(nodeId) : undefined;
  if (!node) return [];
  const level = [...editor.graph.childrenOf(node.parentId)].map((id) => editor.nodes.get(id));
  return [editor.view.levelConnections(), ...level];
}

/**
 * The wire picker (docs/accessibility.md, "Wiring without dragging"): choose a socket of the node,
 * then a compatible socket of another node by name, and Enter wires them in one undo step; the
 * chosen socket's wires are listed to remove or, on a multi-input, reorder. Everything by keyboard.
 */
export default function WirePickerDialog({ ctx, args, close }: DialogProps) {
  const editor = useEditor();
  // the node is fixed when the picker opens: focus moving on the canvas behind it changes nothing
  const [nodeId] = useState(() => wirePickerNodeId(ctx.editor, args as WirePickerArgs | undefined));
  // subscribes: the picker renders again when its node's level changes (names, wires), and reads it anew
  useDerived((e) => levelState(e, nodeId), sameItems);
  const node = nodeId ? editor.nodes.get(nodeId) : undefined;
  const sockets = nodeId ? socketsOf(nodeId, editor.nodes.definitionOf(nodeId)) : [];
  const [chosenKey, setChosenKey] = useState(() => {
    const first = sockets.find((s) => s.kind === 'output') ?? sockets[0];
    return first ? socketKey(first) : '';
  });
  const chosen = sockets.find((s) => socketKey(s) === chosenKey);
  const rows = chosen ? wiresOf(editor.graph, editor.nodes.definitionOf, chosen) : [];
  const targets = chosen ? compatibleTargets(editor.graph, editor.nodes.definitionOf, chosen) : [];
  const counts = new Map(
    sockets.map((s) => [socketKey(s), wiresOf(editor.graph, editor.nodes.definitionOf, s).length]),
  );
  const [said, setSaid] = useState<Said | null>(null);
  const socketsId = useId();

  // after a remove or a move the row's buttons are drawn anew: focus goes back to the one meant
  // (after the last wire's removal, to the sockets)
  const root = useRef<HTMLDivElement>(null);
  const [focusNext, setFocusNext] = useState<string | null>(null);
  useEffect(() => {
    if (!focusNext || !root.current) return;
    const buttons = [...root.current.querySelectorAll<HTMLElement>('[data-focus]')];
    const target =
      buttons.find((b) => b.dataset.focus === focusNext) ??
      root.current.querySelector<HTMLElement>('[role="listbox"]');
    target?.focus();
    setFocusNext(null);
  }, [focusNext]);
  // the keyboard starts on the sockets (the dialog's frame may have focused itself before its content came)
  useEffect(() => root.current?.querySelector<HTMLElement>('[role="listbox"]')?.focus(), []);

  if (!node || !chosen) {
    return (
      <EmptyDialog
        frameClassName="wire-picker"
        text={node ? `${node.name} has no sockets.` : 'Focus or select one node to wire it.'}
        onClose={close}
      />
    );
  }

  const write = (done: string, run: () => Result) => {
    const result = run();
    setSaid(result.ok ? { kind: 'done', text: done } : { kind: 'refused', text: result.refusal.message });
    return result.ok;
  };
  const wire = (target: WireTarget) => {
    const request = connectRequest(chosen, target);
    const [out, input] = chosen.kind === 'output' ? [chosen, target] : [target, chosen];
    const [outNode, inNode] =
      chosen.kind === 'output' ? [node.name, target.nodeName] : [target.nodeName, node.name];
    const loop = target.loop ? ' It closes a loop: Circular connection detected.' : '';
    write(`Wired ${outNode} ${out.label} to ${inNode} ${input.label}.${loop}`, () =>
      ctx.editor.nodes.connect(request),
    );
  };
  const remove = (row: WireRow) => {
    const at = rows.indexOf(row);
    const next = rows[at + 1] ?? rows[at - 1];
    const side = chosen.kind === 'input' ? 'from' : 'to';
    if (
      write(`Removed the wire ${side} ${row.otherNodeName} ${row.otherSocketLabel}.`, () =>
        ctx.editor.nodes.disconnect(row.connection.id),
      )
    )
      setFocusNext(next ? `${rowKey(next)}:remove` : 'sockets');
  };
  const move = (row: WireRow, step: -1 | 1) => {
    const order = movedOrder(rows, row.connection.id, step);
    if (order === undefined) return;
    const text = `Moved the wire from ${row.otherNodeName} ${row.otherSocketLabel} to place ${order + 1} of ${rows.length}.`;
    if (write(text, () => ctx.editor.nodes.reorderInput(row.connection.id, order)))
      setFocusNext(`${rowKey(row)}:${step < 0 ? 'up' : 'down'}`);
  };
  const addNode = () => {
    const canvas = canvasOf(ctx.editor);
    close();
    canvas?.openTabMenu({
      beside: node.id,
      from: { nodeId: node.id, identifier: chosen.identifier, kind: chosen.kind, dataType: chosen.dataType },
    });
  };

  return (
    <div className="wire-picker" ref={root}>
      <h3 className="wire-picker-heading" id={socketsId}>
        Sockets of {node.name}
      </h3>
      <SocketList
        idPrefix={socketsId}
        label={`Sockets of ${node.name}`}
        sockets={sockets}
        counts={counts}
        chosen={chosen}
        choose={(s: SocketChoice) => {
          setChosenKey(socketKey(s));
          setSaid(null);
        }}
      />
      <h3 className="wire-picker-heading">Wires of {chosen.label}</h3>
      <WireList socket={chosen} rows={rows} remove={remove} move={move} />
      <TargetSearch
        key={socketKey(chosen)}
        label={chosen.kind === 'output' ? `Wire ${chosen.label} into` : `Wire into ${chosen.label} from`}
        targets={targets}
        wire={wire}
      />
      <p className={said?.kind === 'refused' ? 'wire-picker-refusal' : 'wire-picker-done'} role="status">
        {said?.text ?? ''}
      </p>
      <div className="modal-actions">
        <button type="button" className="button" onClick={addNode} disabled={!canvasOf(ctx.editor)}>
          Add a node to this socket…
        </button>
        <button type="button" className="button" onClick={close}>
          Close
        </button>
      </div>
    </div>
  );
}
