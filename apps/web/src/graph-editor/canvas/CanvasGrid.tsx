import { Background, BackgroundVariant, useStore } from '@xyflow/react';
import type { CanvasPreferences } from '../../editor/index.js';
import { type GridKind, gridKind, gridMarkSize, gridShown } from './grid.js';

const GRID_VARIANTS: Record<GridKind, BackgroundVariant> = {
  lines: BackgroundVariant.Lines,
  dots: BackgroundVariant.Dots,
  cross: BackgroundVariant.Cross,
};

/** The live canvas's grid, by the user's preferences; not drawn at a zoom where it is too dense to read. */
export function CanvasGrid({
  preferences,
}: {
  preferences: Pick<CanvasPreferences, 'gridEnabled' | 'gridSize' | 'gridType'>;
}) {
  const readable = useStore((s) => gridShown(preferences, s.transform[2]));
  if (!readable) return null;
  const grid = gridKind(preferences.gridType);
  return (
    <Background
      id="gc-grid"
      variant={GRID_VARIANTS[grid]}
      gap={preferences.gridSize}
      size={gridMarkSize(grid)}
      className="gc-grid"
    />
  );
}
