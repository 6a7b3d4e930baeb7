import { useStore } from 'zustand';
import { diffHighlightStore } from '../state/graph-diff.js';

/** While a snapshot diff is highlighted on the canvas: what it is, a legend, and a way to clear it. */
export function DiffBanner() {
  const label = useStore(diffHighlightStore, (state) => state.label);
  if (label === null) return null;
  return (
    <div className="diff-banner" role="status">
      <span>{label}</span>
      <span className="diff-legend diff-legend-added">added</span>
      <span className="diff-legend diff-legend-changed">changed</span>
      <button
        type="button"
        className="button button-small"
        onClick={() => diffHighlightStore.getState().clear()}
      >
        Clear
      </button>
    </div>
  );
}
