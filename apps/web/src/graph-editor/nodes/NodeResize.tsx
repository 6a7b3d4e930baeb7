import { NodeResizer } from '@xyflow/react';
import { useRef } from 'react';
import type { Gesture, Size, XY } from '../../editor/index.js';
import { useEditor } from '../../editor-react/index.js';

/** Resize handles of a resizable kind: the whole resize is one editor gesture (one undo step, min 10). */
export function NodeResize({ id, minWidth, minHeight }: { id: string; minWidth: number; minHeight: number }) {
  const editor = useEditor();
  const gesture = useRef<Gesture<Size & Partial<XY>> | null>(null);
  return (
    <NodeResizer
      minWidth={minWidth}
      minHeight={minHeight}
      color="var(--gc-accent)"
      handleClassName="gc-resize-handle"
      lineClassName="gc-resize-line"
      onResizeStart={() => {
        gesture.current = editor.tools.resize(id);
      }}
      onResize={(_event, p) => gesture.current?.update({ width: p.width, height: p.height, x: p.x, y: p.y })}
      onResizeEnd={() => {
        gesture.current?.end();
        gesture.current = null;
      }}
    />
  );
}
