import './resize-handles.css';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { Gesture, Size, XY } from '../../../editor/index.js';
import { isResizable, minSizeOf } from '../../model/node-kinds.js';
import type { CanvasSource } from '../editor-source.js';
import type { GpuCanvas } from '../gpu-canvas.js';
import { RESIZE_HANDLES, type ResizeHandle, resizedBox } from './resize-geometry.js';

/** A selected resizable node's box (flow units, as stored) and its least size. */
interface Resizable extends XY, Size {
  id: string;
  min: Size;
}

/**
 * Handles are drawn for at most this many selected nodes (9 elements each, in the graph editor's
 * budget of 300 DOM elements); a larger selection shows none, as a select-all of a big level.
 */
const HANDLE_NODE_CAP = 8;

/**
 * Resize handles of the selected resizable nodes (trays, sticky notes, viewers), as small DOM
 * elements in the accessible layer's world (moved by its CSS transform, so a pan re-renders none):
 * there are few of them, a DOM element gets its own pointer, cursor and capture without a hit test
 * of its own, and they scale with the node as xyflow's NodeResizer does. A drag is one editor
 * resize (one undo step, never below the kind's minimum); Escape or a lost pointer cancels it.
 */
export function ResizeHandles({ canvas }: { canvas: GpuCanvas }) {
  const source = canvas.source;
  const nodes = useSyncExternalStore(source.subscribe, useResizables(source));
  return (
    <>
      {nodes.map((node) => (
        <div
          key={node.id}
          className="gc-gpu-resize"
          style={{ left: node.x, top: node.y, width: node.width, height: node.height }}
        >
          {RESIZE_HANDLES.map((handle) => (
            <Handle key={handle.name} canvas={canvas} node={node} handle={handle} />
          ))}
        </div>
      ))}
    </>
  );
}

const NONE: readonly Resizable[] = [];

/** The level's node ids as a set, once per ids array (the snapshot is read on every change: a drag's each move). */
const levelSets = new WeakMap<readonly string[], ReadonlySet<string>>();
function levelSet(ids: readonly string[]): ReadonlySet<string> {
  const set = levelSets.get(ids) ?? new Set(ids);
  levelSets.set(ids, set);
  return set;
}

/** The snapshot of the selected resizable nodes: the same array until one of them changes. */
function useResizables(source: CanvasSource): () => readonly Resizable[] {
  const last = useRef<{ key: string; nodes: readonly Resizable[] }>({ key: '', nodes: NONE });
  const none = (): readonly Resizable[] => {
    last.current = { key: '', nodes: NONE };
    return NONE;
  };
  return () => {
    if (source.readOnly() || source.selection().size === 0) return none();
    const level = levelSet(source.nodeIds());
    const nodes: Resizable[] = [];
    for (const id of source.selection()) {
      const node = level.has(id) ? source.node(id) : undefined;
      const definition = source.definition(id);
      if (!node || !isResizable(definition)) continue;
      nodes.push({ id, ...node.position, ...node.size, min: minSizeOf(definition) });
      if (nodes.length > HANDLE_NODE_CAP) return none();
    }
    const key = nodes.map((n) => `${n.id} ${n.x} ${n.y} ${n.width} ${n.height}`).join(';');
    if (key !== last.current.key) last.current = { key, nodes: nodes.length > 0 ? nodes : NONE };
    return last.current.nodes;
  };
}

function Handle({
  canvas,
  node,
  handle,
}: {
  canvas: GpuCanvas;
  node: Resizable;
  handle: ResizeHandle & { name: string };
}) {
  const element = useRef<HTMLDivElement>(null);
  const box = useRef(node);
  box.current = node;
  useEffect(() => {
    const el = element.current;
    if (!el) return;
    let drag: {
      gesture: Gesture<Size & Partial<XY>>;
      start: Resizable;
      from: XY;
      zoom: number;
      pointer: number;
    } | null = null;
    const finish = (how: 'end' | 'cancel') => {
      const current = drag;
      drag = null;
      window.removeEventListener('keydown', onKey, true);
      if (!current) return;
      if (el.hasPointerCapture(current.pointer)) el.releasePointerCapture(current.pointer);
      current.gesture[how]();
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || !drag) return;
      e.preventDefault();
      e.stopPropagation();
      finish('cancel');
    };
    const onDown = (e: PointerEvent) => {
      if (e.button !== 0) return;
      // the handle's own: the canvas's gestures (drag, band) never see this press
      e.stopPropagation();
      e.preventDefault();
      el.setPointerCapture(e.pointerId);
      drag = {
        gesture: canvas.source.resize(box.current.id),
        start: box.current,
        from: { x: e.clientX, y: e.clientY },
        zoom: canvas.view().zoom,
        pointer: e.pointerId,
      };
      window.addEventListener('keydown', onKey, true);
    };
    const onMove = (e: PointerEvent) => {
      if (!drag) return;
      e.stopPropagation();
      const { start, from, zoom } = drag;
      const by = { x: (e.clientX - from.x) / zoom, y: (e.clientY - from.y) / zoom };
      drag.gesture.update(resizedBox(start, handle, by, start.min));
    };
    const onUp = (e: PointerEvent) => {
      if (!drag) return;
      e.stopPropagation();
      finish('end');
    };
    const onLost = () => finish('cancel');
    el.addEventListener('pointerdown', onDown);
    el.addEventListener('pointermove', onMove);
    el.addEventListener('pointerup', onUp);
    el.addEventListener('pointercancel', onLost);
    el.addEventListener('lostpointercapture', onLost);
    return () => {
      finish('end');
      el.removeEventListener('pointerdown', onDown);
      el.removeEventListener('pointermove', onMove);
      el.removeEventListener('pointerup', onUp);
      el.removeEventListener('pointercancel', onLost);
      el.removeEventListener('lostpointercapture', onLost);
    };
  }, [canvas, handle]);
  return <div ref={element} className="gc-gpu-resize-handle" data-handle={handle.name} aria-hidden="true" />;
}
