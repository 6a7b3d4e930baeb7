import { ROOT_ID } from '@nodeloom/engine';
import { type KeyboardEvent, useDeferredValue, useEffect, useId, useMemo, useState } from 'react';
import { jumpToNode } from '../../find/jump.js';
import { type IndexedNode, indexProject } from '../../find/node-index.js';
import type { DialogProps } from '../dialog-descriptor.js';
import type { NodePickerArgs } from './args.js';
import { childrenByLevel, levelsAbove, type TreeRow, visibleRows } from './level-tree.js';
import { relativePath } from './relative-path.js';
import './node-picker.css';

/**
 * The node picker: the project's levels as a tree (expand and collapse, arrow keys) with a filter.
 * Opened for a node-path param it writes the picked node's path, relative to the param's node, in
 * one undo step; opened from the palette it goes to the picked node.
 */
export default function NodePickerDialog({ ctx, args, close }: DialogProps) {
  const { editor } = ctx;
  const target = args as NodePickerArgs | undefined;
  const owner = target ? editor.nodes.get(target.nodeId) : undefined;
  const paramLabel = target
    ? (editor.nodes.definitionOf(target.nodeId)?.parameters.find((p) => p.name === target.paramId)?.label ??
      target.paramId)
    : undefined;
  const index = useMemo(() => indexProject(editor.graph), [editor]);
  const byId = useMemo(() => new Map(index.nodes.map((n) => [n.nodeId, n])), [index]);
  const children = useMemo(() => childrenByLevel(index.nodes), [index]);

  // it opens on the node the param names now, else on the current level
  const [start] = useState(() => {
    const value = target ? editor.params.entry(target.nodeId, target.paramId)?.value : undefined;
    const named =
      typeof value === 'string' && value.trim()
        ? editor.nodes.resolvePath(target!.nodeId, value.trim())
        : undefined;
    if (named && byId.has(named)) return { active: named, open: levelsAbove(byId, named) };
    const level = editor.view.levelId();
    const first = level === ROOT_ID ? undefined : children.get(level)?.[0]?.nodeId;
    return { active: first ?? level, open: [...levelsAbove(byId, level), level] };
  });
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set(start.open));
  const [active, setActive] = useState<string | undefined>(start.active);
  const [filter, setFilter] = useState('');
  const deferred = useDeferredValue(filter);
  const { rows, truncated } = useMemo(
    () => visibleRows(children, expanded, deferred),
    [children, expanded, deferred],
  );
  const position = rows.findIndex((row) => row.node.nodeId === active);
  // the active row, else (a filter hid it) the first match
  const current = rows[position] ?? rows.find((row) => row.matched) ?? rows[0];

  const rowIdPrefix = useId();
  const rowId = (nodeId: string) => `${rowIdPrefix}-${nodeId}`;
  const currentId = current?.node.nodeId;
  // biome-ignore lint/correctness/useExhaustiveDependencies: rowId is derived from a stable useId
  useEffect(() => {
    if (currentId) document.getElementById(rowId(currentId))?.scrollIntoView({ block: 'nearest' });
  }, [currentId]);

  const pathFor = (node: IndexedNode) =>
    owner ? relativePath(editor.graph, owner.parentId, node.nodeId) : node.path;
  const pick = (node: IndexedNode | undefined) => {
    if (!node) return;
    if (!target) {
      if (jumpToNode(editor, node.nodeId)) close();
      return;
    }
    if (!owner) {
      ctx.notify({ kind: 'warning', title: 'The node whose path was being picked is gone' });
      close();
      return;
    }
    editor.params.setField([owner.id], target.paramId, 'value', pathFor(node));
    close();
  };
  const toggle = (nodeId: string, open: boolean) => {
    const next = new Set(expanded);
    if (open) next.add(nodeId);
    else next.delete(nodeId);
    setExpanded(next);
  };
  const moveTo = (row: TreeRow | undefined) => row && setActive(row.node.nodeId);

  /** The tree's keys (arrows, Home, End, Enter); from the filter only those that do not move the caret. */
  const onKeys = (event: KeyboardEvent, fromFilter: boolean) => {
    const at = current ? rows.indexOf(current) : 0;
    const filtering = deferred.trim() !== '';
    const handled = () => event.preventDefault();
    switch (event.key) {
      case 'ArrowDown':
        handled();
        return moveTo(rows[Math.min(at + 1, rows.length - 1)]);
      case 'ArrowUp':
        handled();
        return moveTo(rows[Math.max(at - 1, 0)]);
      case 'Enter':
        handled();
        return pick(current?.node);
    }
    if (fromFilter || !current) return;
    switch (event.key) {
      case 'Home':
        handled();
        return moveTo(rows[0]);
      case 'End':
        handled();
        return moveTo(rows.at(-1));
      case 'ArrowRight':
        handled();
        if (current.hasChildren && !current.expanded && !filtering) return toggle(current.node.nodeId, true);
        if (current.expanded) return moveTo(rows[at + 1]);
        return;
      case 'ArrowLeft':
        handled();
        if (current.expanded && !filtering) return toggle(current.node.nodeId, false);
        return moveTo(rows.find((row) => row.node.nodeId === current.node.parentId));
    }
  };

  const treeId = `${rowIdPrefix}-tree`;
  return (
    <div className="node-picker">
      <p className="muted node-picker-purpose">
        {target
          ? `Choose the node for ${owner?.name ?? 'the node'}'s “${paramLabel}”.`
          : 'Choose a node to go to it.'}
      </p>
      <input
        className="input"
        type="search"
        aria-label="Filter nodes"
        placeholder="Filter by name or path"
        aria-controls={treeId}
        aria-activedescendant={current ? rowId(current.node.nodeId) : undefined}
        value={filter}
        autoFocus
        onChange={(e) => setFilter(e.target.value)}
        onKeyDown={(e) => onKeys(e, true)}
      />
      {rows.length === 0 ? (
        <p className="muted node-picker-empty">
          {deferred.trim() ? `No node's path contains “${deferred}”.` : 'This project has no nodes.'}
        </p>
      ) : (
        <div
          id={treeId}
          className="scroll-box node-picker-tree"
          role="tree"
          aria-label="Levels and nodes"
          tabIndex={0}
          aria-activedescendant={current ? rowId(current.node.nodeId) : undefined}
          onKeyDown={(e) => onKeys(e, false)}
        >
          {rows.map((row) => (
            <div
              key={row.node.nodeId}
              id={rowId(row.node.nodeId)}
              role="treeitem"
              aria-level={row.depth}
              aria-expanded={row.hasChildren ? row.expanded : undefined}
              aria-selected={row === current}
              className="node-picker-row"
              style={{ paddingLeft: 8 + (row.depth - 1) * 18 }}
              onClick={() => setActive(row.node.nodeId)}
              onDoubleClick={() => pick(row.node)}
            >
              <span
                className="node-picker-twisty"
                aria-hidden
                onClick={(event) => {
                  if (!row.hasChildren || deferred.trim()) return;
                  event.stopPropagation();
                  toggle(row.node.nodeId, !row.expanded);
                }}
              >
                {row.hasChildren ? (row.expanded ? '▾' : '▸') : ''}
              </span>
              <span className="node-picker-name">{row.node.name}</span>
              <span className="node-picker-definition">{row.node.definition}</span>
            </div>
          ))}
          {truncated ? <p className="muted node-picker-more">More nodes: filter to find them.</p> : null}
        </div>
      )}
      <footer className="node-picker-footer">
        <code className="node-picker-path" title={current ? current.node.path : undefined}>
          {current ? pathFor(current.node) : ''}
        </code>
        <button type="button" className="button" onClick={close}>
          Cancel
        </button>
        <button
          type="button"
          className="button button-primary"
          disabled={!current || (target !== undefined && editor.readOnly)}
          onClick={() => pick(current?.node)}
        >
          {target ? 'Use node' : 'Go to node'}
        </button>
      </footer>
    </div>
  );
}
