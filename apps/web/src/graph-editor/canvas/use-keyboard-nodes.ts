import { type ReactFlowInstance, useStoreApi } from '@xyflow/react';
import {
  type FocusEvent as ReactFocusEvent,
  type KeyboardEvent as ReactKeyboardEvent,
  type PointerEvent as ReactPointerEvent,
  type RefObject,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useSyncExternalStore,
} from 'react';
import type { EditorApi } from '../../editor/index.js';
import { centreOf, type FocusBox, nearestToPoint } from '../a11y/spatial-focus.js';
import { WireWalk } from '../a11y/wire-follow.js';
import type { CanvasUiState } from './canvas-ui.js';
import type { CanvasEdge } from './flow-edges.js';
import type { CanvasNode } from './flow-nodes.js';
import { canvasMoveDuration } from './motion.js';
import { boxesOf, inView, nodeElement, nodeIdOf, viewCentre } from './node-element.js';
import type { NodeKeyAction } from './node-keys.js';
import { canvasNodeKey, landingNode, runNodeKey } from './run-node-key.js';

interface Options {
  editor: EditorApi;
  rf: ReactFlowInstance<CanvasNode, CanvasEdge>;
  container: RefObject<HTMLDivElement | null>;
  /** every node of the level (the overview mounts none but the focused one) */
  nodes: RefObject<readonly CanvasNode[]>;
  ui: {
    getState(): CanvasUiState;
    subscribe(listener: (s: CanvasUiState, p: CanvasUiState) => void): () => void;
  };
  readOnly: boolean;
}

/** How many frames a focus waits for its node's element (xyflow mounts it once it is in view). */
const MOUNT_FRAMES = 30;

/**
 * The graph by keyboard (docs/accessibility.md): `editor.nodeFocus` is the node the keyboard is on;
 * this keeps DOM focus and the view on it, and turns the canvas's keys into focus moves and
 * editor writes. Returns the focused id (the overview mounts that node's view) and the handlers
 * for the canvas's element.
 */
export function useKeyboardNodes({ editor, rf, container, nodes, ui, readOnly }: Options) {
  const flowStore = useStoreApi<CanvasNode, CanvasEdge>();
  const focused = useSyncExternalStore(
    editor.nodeFocus.subscribe.bind(editor.nodeFocus),
    editor.nodeFocus.current,
  );
  const walk = useMemo(() => new WireWalk(), []);
  const frame = useRef(0);
  /** where the focused node was last revealed (a deleted node's neighbour takes the focus) */
  const lastBox = useRef<FocusBox | undefined>(undefined);

  const boxOf = useCallback((id: string) => boxesOf(nodes.current.filter((n) => n.id === id))[0], [nodes]);

  /** brings the node into view (no glide under reduced motion), then gives its element DOM focus */
  const reveal = useCallback(
    (id: string) => {
      const box = boxOf(id);
      const canvas = container.current;
      if (!box || !canvas) return;
      lastBox.current = box;
      const view = flowStore.getState();
      if (!inView(box, view))
        void rf.setCenter(box.x + box.width / 2, box.y + box.height / 2, {
          zoom: view.transform[2],
          duration: canvasMoveDuration(),
        });
      cancelAnimationFrame(frame.current);
      let left = MOUNT_FRAMES;
      const focusWhenMounted = () => {
        const element = nodeElement(canvas, id);
        if (element) {
          if (element.ownerDocument.activeElement !== element) element.focus({ preventScroll: true });
        } else if (left-- > 0) frame.current = requestAnimationFrame(focusWhenMounted);
      };
      focusWhenMounted();
    },
    [boxOf, container, flowStore, rf],
  );
  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  /** where focus lands on coming to the canvas: the focused node, else the one nearest the view's centre */
  const land = useCallback(() => {
    const id = landingNode(editor, boxesOf(nodes.current), viewCentre(flowStore.getState()));
    if (id === undefined) return false;
    editor.nodeFocus.set(id);
    reveal(id);
    return true;
  }, [editor, flowStore, nodes, reveal]);

  // the canvas follows the focus, whoever sets it (keys here, the node graph tree, the wire picker)
  const wasFocused = useRef(focused);
  useEffect(() => {
    const before = wasFocused.current;
    wasFocused.current = focused;
    if (focused !== undefined) {
      reveal(focused);
      return;
    }
    // the focused node went (deleted): the keyboard goes on to the node nearest where it stood, or
    // stays on the canvas (an emptied level) rather than falling to the page
    const canvas = container.current;
    const active = canvas?.ownerDocument.activeElement;
    const lost = active === canvas?.ownerDocument.body || nodeIdOf(active ?? null) === before;
    // only a deleted node hands the keyboard on; one let go by a press stays where it is
    if (before === undefined || !canvas || !lost || editor.nodes.get(before)) return;
    const where = lastBox.current;
    const next = where && nearestToPoint(centreOf(where), boxesOf(nodes.current));
    if (next !== undefined) editor.nodeFocus.set(next);
    else canvas.focus({ preventScroll: true });
  }, [focused, reveal, container, editor, nodes]);

  // a rename ends (Enter, Escape, blur): the keyboard goes back to the node
  useEffect(
    () =>
      ui.subscribe((state, previous) => {
        const canvas = container.current;
        if (!canvas || previous.renaming === null || state.renaming !== null) return;
        queueMicrotask(() => {
          const active = canvas.ownerDocument.activeElement;
          const id = editor.nodeFocus.current();
          if (id !== undefined && (active === canvas.ownerDocument.body || active === null)) reveal(id);
        });
      }),
    [ui, container, editor, reveal],
  );

  /**
   * A pointer press on the canvas (pane or node) lets the keyboard's node go: the mouse took over,
   * so Tab opens the tab menu at the pointer, not beside that node; nor does the focus the press
   * gives a node make it the keyboard's (the next arrow key starts from it all the same).
   */
  const pressing = useRef(false);
  const onPointerDown = useCallback(
    (event: ReactPointerEvent<HTMLDivElement>) => {
      const win = event.currentTarget.ownerDocument.defaultView;
      if (!win || pressing.current) return;
      pressing.current = true;
      const release = () => {
        // after the press's click too: xyflow focuses a clicked node in its click handler, and
        // taking that focus as the keyboard's re-rendered the node between a double-click's clicks
        win.setTimeout(() => {
          pressing.current = false;
        });
        win.removeEventListener('pointerup', release, true);
        win.removeEventListener('pointercancel', release, true);
      };
      win.addEventListener('pointerup', release, true);
      win.addEventListener('pointercancel', release, true);
      editor.nodeFocus.set(undefined);
    },
    [editor],
  );

  const onFocus = useCallback(
    (event: ReactFocusEvent<HTMLDivElement>) => {
      const id = nodeIdOf(event.target);
      if (id !== undefined) {
        if (!pressing.current) editor.nodeFocus.set(id);
        return;
      }
      // reached by F6 (or Tab): the keyboard goes on to a node; a press on the pane does not
      if (event.target === event.currentTarget && event.currentTarget.matches(':focus-visible')) land();
    },
    [editor, land],
  );

  const run = useCallback(
    (action: NodeKeyAction, id: string | undefined): boolean =>
      runNodeKey(action, id, {
        editor,
        boxes: () => boxesOf(nodes.current),
        land,
        revealMoved: (nodeId) => requestAnimationFrame(() => reveal(nodeId)),
        readOnly,
        startRename: (nodeId) => ui.getState().startRename(nodeId),
        walk,
      }),
    [editor, land, nodes, readOnly, reveal, ui, walk],
  );

  const onKeyDown = useCallback(
    (event: ReactKeyboardEvent<HTMLDivElement>) => {
      const action = canvasNodeKey(event, walk);
      if (!action) return;
      const target = event.target as HTMLElement;
      const onCanvas = target === event.currentTarget;
      // on a node's element itself: a control inside a node (a viewer's button) keeps its keys
      const id = target.classList.contains('react-flow__node') ? nodeIdOf(target) : undefined;
      if (!onCanvas && id === undefined) return;
      if (run(action, id)) event.preventDefault();
    },
    [run, walk],
  );

  return { focused, onFocus, onKeyDown, onPointerDown, land };
}
