import { useValue } from '../../editor-react/index.js';

/** What an empty level says: how to add the first node. */
export function EmptyHint() {
  const empty = useValue((e) => e.view.levelNodeIds().length === 0);
  const readOnly = useValue((e) => e.readOnly);
  if (!empty) return null;
  return (
    <div className="gc-empty-hint" aria-live="polite">
      <p className="gc-empty-title">This level is empty</p>
      {readOnly ? null : (
        <p className="gc-empty-text">
          Press <kbd>Tab</kbd> or double-click the canvas to add a node
        </p>
      )}
    </div>
  );
}
