import type { Node } from '@xyflow/react';
import { useMemo, useRef } from 'react';
import type { EditorApi, Gesture } from '../../editor/index.js';

/**
 * Node drags as one editor gesture: xyflow reports where the dragged node would be; the editor
 * moves every dragged node by that offset, snapped to the 20 grid, and the end is one undo step
 * (dropping onto a tray joins it — the editor's translate tool decides).
 */
export function useTranslateGesture(editor: EditorApi) {
  const gesture = useRef<{
    g: Gesture<{ dx: number; dy: number }>;
    anchor: string;
    x: number;
    y: number;
  } | null>(null);
  return useMemo(() => {
    const start = (node: Node, nodes: readonly Node[]) => {
      gesture.current?.g.cancel();
      const ids = nodes.length > 0 ? nodes.map((n) => n.id) : [node.id];
      gesture.current = {
        g: editor.tools.translate(ids),
        anchor: node.id,
        x: node.position.x,
        y: node.position.y,
      };
    };
    const move = (node: Node | undefined) => {
      const current = gesture.current;
      if (!current || !node) return;
      current.g.update({ dx: node.position.x - current.x, dy: node.position.y - current.y });
    };
    const end = () => {
      gesture.current?.g.end();
      gesture.current = null;
    };
    return {
      onNodeDragStart: (_e: unknown, node: Node, nodes: Node[]) => start(node, nodes),
      onNodeDrag: (_e: unknown, node: Node) => move(node),
      onNodeDragStop: end,
      onSelectionDragStart: (_e: unknown, nodes: Node[]) => nodes[0] && start(nodes[0], nodes),
      onSelectionDrag: (_e: unknown, nodes: Node[]) =>
        move(nodes.find((n) => n.id === gesture.current?.anchor)),
      onSelectionDragStop: end,
    };
  }, [editor]);
}
