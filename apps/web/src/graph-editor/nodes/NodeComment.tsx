import { useEffect, useRef, useState } from 'react';
import { useEditor } from '../../editor-react/index.js';
import { useCanvasUi, useCanvasUiStore } from '../canvas/canvas-ui.js';

/** A node's comment under it (unless hidden by the hideComment flag), edited in place from the node menu. */
export function NodeComment({ id, comment, hidden }: { id: string; comment: string; hidden: boolean }) {
  const editing = useCanvasUi((s) => s.commenting === id);
  if (editing) return <CommentEditor id={id} comment={comment} />;
  if (hidden || !comment) return null;
  return <div className="gc-node-comment">{comment}</div>;
}

function CommentEditor({ id, comment }: { id: string; comment: string }) {
  const editor = useEditor();
  const store = useCanvasUiStore();
  const [value, setValue] = useState(comment);
  const area = useRef<HTMLTextAreaElement>(null);
  useEffect(() => area.current?.focus(), []);
  const close = () => store.getState().startComment(null);
  const commit = () => {
    if (value !== comment) editor.nodes.setComment(id, value);
    close();
  };
  return (
    <textarea
      ref={area}
      className="gc-comment-input nodrag nopan nowheel"
      aria-label="Node comment"
      value={value}
      rows={3}
      onChange={(e) => setValue(e.target.value)}
      onKeyDown={(e) => {
        e.stopPropagation();
        if (e.key === 'Escape') close();
        if (e.key === 'Enter' && (e.metaKey || e.ctrlKey)) commit();
      }}
      onBlur={commit}
    />
  );
}
