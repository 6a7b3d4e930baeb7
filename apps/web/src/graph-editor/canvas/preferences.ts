import { DEFAULT_PREFERENCES } from '@nodeloom/api';
import type { CanvasPreferences } from '../../editor/index.js';

/** The spec's default set (spec 1 §3), used until the editor hands the user's preferences. */
export const DEFAULT_CANVAS_PREFERENCES: CanvasPreferences = {
  gridType: DEFAULT_PREFERENCES.gridType,
  gridSize: DEFAULT_PREFERENCES.gridSize,
  gridEnabled: DEFAULT_PREFERENCES.gridEnabled,
  connectionLineType: DEFAULT_PREFERENCES.connectionLineType,
  maxNameTagZoom: DEFAULT_PREFERENCES.maxNameTagZoom,
  naturalScrolling: DEFAULT_PREFERENCES.naturalScrolling,
  inputDeviceType: DEFAULT_PREFERENCES.inputDeviceType,
  nodeShape: DEFAULT_PREFERENCES.nodeShape,
};
