import { useStore } from '@xyflow/react';
import { type CSSProperties, useEffect, useRef } from 'react';
import { useCollabSession } from '../../collab-react/hooks.js';
import { useEditor } from '../../editor-react/index.js';
import { PresenceMarks } from './PresenceMarks.js';

/**
 * Collaborators on the xyflow canvas: the marks (PresenceMarks) under xyflow's own transform, so
 * they pan and zoom with the canvas; it also reports this window's rubber band to the session.
 * Mounted inside the ReactFlowProvider.
 */
export function PresenceLayer() {
  const editor = useEditor();
  const session = useCollabSession(editor);
  const [x, y, zoom] = useStore((s) => s.transform);
  useOwnBrush(session);
  const style = {
    transform: `translate(${x}px, ${y}px) scale(${zoom})`,
    '--presence-zoom': zoom,
  } as CSSProperties;
  return <PresenceMarks viewportStyle={style} />;
}

/** This window's rubber band (xyflow's selection rectangle), in flow coordinates, to the session. */
function useOwnBrush(session: ReturnType<typeof useCollabSession>) {
  const rect = useStore((s) => s.userSelectionRect);
  const transform = useStore((s) => s.transform);
  const transformRef = useRef(transform);
  transformRef.current = transform;
  const drawing = useRef(false);
  useEffect(() => {
    if (!session) return;
    if (!rect || rect.width === 0 || rect.height === 0) {
      if (drawing.current) session.setBrush(null);
      drawing.current = false;
      return;
    }
    const [tx, ty, zoom] = transformRef.current;
    drawing.current = true;
    session.setBrush({
      x: (rect.x - tx) / zoom,
      y: (rect.y - ty) / zoom,
      width: rect.width / zoom,
      height: rect.height / zoom,
    });
  }, [session, rect]);
}
