export const EMPTY_SELECTION_TEXT = 'Select a node to edit its parameters';

/** The Parameters panel's content with nothing selected or pinned. */
export function EmptyParameters() {
  return (
    <div className="pe-empty">
      <p className="pe-muted">{EMPTY_SELECTION_TEXT}</p>
    </div>
  );
}
