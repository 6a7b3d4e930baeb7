import { type KeyboardEvent, useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { EditorApi } from '../../../editor/index.js';
import { useValue } from '../../../editor-react/index.js';
import { useDerived } from '../../../editor-react/use-derived.js';
import type { PanelProps } from '../../panel-descriptor.js';
import { treeKeyAction, typeAhead } from './tree-keys.js';
import {
  NODES_PER_CHUNK,
  revealed,
  rowLabel,
  sameRows,
  type TreeRow,
  type TreeState,
  treeRows,
} from './tree-rows.js';
import './node-graph.css';

/** Typed letters within this long of each other search together (type-ahead). */
const TYPE_AHEAD_MS = 500;

/**
 * The nodeGraph panel (spec 1 §2): the whole project's levels and their nodes as a tree — Root,
 * its contexts and every level nested in them, each with its node count — where the graph editor
 * shows one level. A WAI-ARIA tree (docs/accessibility.md "The node graph tree"): one item in the
 * tab order, arrow keys, Home/End and type-ahead move over it; choosing a level opens it in the
 * graph editor, choosing a node opens its level and gives it the canvas's keyboard focus.
 */
export default function NodeGraphPanel({ ctx }: PanelProps) {
  const { editor } = ctx;
  const [tree, setTree] = useState<TreeState>(() => ({ collapsed: new Set(), shown: new Map() }));
  const rows = useDerived((e) => treeRows(e.graph, e.library.registry, tree), sameRows);
  const current = useValue((e) => e.view.levelId());
  const selection = useValue((e) => e.selection.ids());
  const focused = useNodeFocus(editor);
  const [activeId, setActiveId] = useState<string>();
  const treeRef = useRef<HTMLUListElement>(null);
  /** the item to give DOM focus once rendered (a key moved to it) */
  const pendingFocus = useRef<string | number>(undefined);
  const typed = useRef({ text: '', at: 0 });

  // the tree follows the canvas: the keyboard's node is listed and becomes the tree's item
  useEffect(() => {
    if (focused === undefined) return;
    setTree((before) => revealed(editor.graph, editor.library.registry, before, focused));
    setActiveId(focused);
  }, [editor, focused]);

  const listed = rows.findIndex((row) => row.id === activeId);
  const activeIndex =
    listed >= 0
      ? listed
      : Math.max(
          0,
          rows.findIndex((row) => row.id === current),
        );

  useEffect(() => {
    const want = pendingFocus.current;
    if (want === undefined) return;
    pendingFocus.current = undefined;
    const index =
      typeof want === 'number' ? Math.min(want, rows.length - 1) : rows.findIndex((r) => r.id === want);
    const row = rows[index];
    if (!row) return;
    setActiveId(row.id);
    (treeRef.current?.children[index] as HTMLElement | undefined)?.focus();
  });

  const focusRow = (index: number) => {
    const row = rows[index];
    if (!row) return;
    setActiveId(row.id);
    pendingFocus.current = row.id;
  };

  const choose = (row: TreeRow, index: number) => {
    setActiveId(row.id);
    if (row.kind === 'more') {
      setTree(({ collapsed, shown }) => ({
        collapsed,
        shown: new Map(shown).set(row.levelId, (shown.get(row.levelId) ?? NODES_PER_CHUNK) + NODES_PER_CHUNK),
      }));
      pendingFocus.current = index; // the first of the newly listed nodes takes its place
    } else if (row.kind === 'level') {
      editor.view.goToLevel(row.id);
    } else {
      if (row.parentId !== undefined && editor.view.levelId() !== row.parentId)
        editor.view.goToLevel(row.parentId);
      editor.nodeFocus.set(row.id);
    }
  };

  const setExpanded = (id: string, open: boolean) =>
    setTree(({ collapsed, shown }) => {
      const next = new Set(collapsed);
      if (open) next.delete(id);
      else next.add(id);
      return { collapsed: next, shown };
    });

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const action = treeKeyAction(rows, activeIndex, event.key);
    if (action) {
      if (action.type === 'focus') focusRow(action.index);
      else if (action.type === 'choose') choose(rows[action.index]!, action.index);
      else setExpanded(action.id, action.type === 'expand');
    } else if (event.key.length === 1 && event.key !== ' ') {
      const now = Date.now();
      const text = now - typed.current.at < TYPE_AHEAD_MS ? typed.current.text + event.key : event.key;
      typed.current = { text, at: now };
      const found = typeAhead(rows, activeIndex, text);
      if (found !== undefined) focusRow(found);
    } else return;
    // the tree's keys are not the page's shortcuts
    event.preventDefault();
    event.stopPropagation();
  };

  return (
    <nav className="ng-panel" aria-label="Node graph">
      <ul
        ref={treeRef}
        className="ng-tree"
        role="tree"
        aria-label="Levels and nodes"
        aria-multiselectable="true"
        onKeyDown={onKeyDown}
      >
        {rows.map((row, index) => (
          <li
            key={row.id}
            data-row-id={row.id}
            className={`ng-item ng-${row.kind}`}
            role="treeitem"
            aria-level={row.level}
            aria-setsize={row.setSize}
            aria-posinset={row.posInSet}
            aria-expanded={row.kind === 'level' ? row.expanded : undefined}
            aria-selected={row.kind === 'node' ? selection.has(row.id) : undefined}
            aria-current={
              row.kind === 'level' && row.id === current
                ? 'location'
                : row.kind === 'node' && row.id === focused
                  ? 'true'
                  : undefined
            }
            tabIndex={index === activeIndex ? 0 : -1}
            style={{ paddingInlineStart: `${8 + (row.level - 1) * 16}px` }}
            onFocus={() => setActiveId(row.id)}
            onClick={() => choose(row, index)}
          >
            <RowContent row={row} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The item's visible text is its accessible name: the commas between its parts are read, not shown. */
function RowContent({ row }: { row: TreeRow }) {
  if (row.kind === 'more') return <span className="ng-name">{rowLabel(row)}</span>;
  const count = row.kind === 'level' ? `${row.nodeCount} ${row.nodeCount === 1 ? 'node' : 'nodes'}` : '';
  const parts = [row.name, row.definitionName, count].filter(Boolean);
  const classes = ['ng-name', row.definitionName ? 'ng-kind' : 'ng-count', 'ng-count'];
  return parts.map((part, i) => (
    <span key={classes[i]} className={classes[i]}>
      {part}
      {i < parts.length - 1 ? <span className="ng-comma">,</span> : null}
    </span>
  ));
}

/** editor.nodeFocus as React state. */
function useNodeFocus(editor: EditorApi): string | undefined {
  const subscribe = useCallback((onChange: () => void) => editor.nodeFocus.subscribe(onChange), [editor]);
  return useSyncExternalStore(subscribe, () => editor.nodeFocus.current());
}
