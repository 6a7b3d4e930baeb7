import { useEffect } from 'react';
import type { CanvasPreferences, EditorApi } from '../editor/index.js';
import { type Preferences, preferencesStore } from '../state/preferences.js';

const CANVAS_KEYS = [
  'gridType',
  'gridSize',
  'gridEnabled',
  'connectionLineType',
  'maxNameTagZoom',
  'naturalScrolling',
  'inputDeviceType',
  'nodeShape',
] as const satisfies readonly (keyof CanvasPreferences)[];

function canvasPart(preferences: Preferences): CanvasPreferences {
  return Object.fromEntries(
    CANVAS_KEYS.map((key) => [key, preferences[key]]),
  ) as unknown as CanvasPreferences;
}

const samePart = (a: Preferences, b: Preferences) => CANVAS_KEYS.every((key) => a[key] === b[key]);

/** The user's preferences drive the canvas live (spec 1 §3): a change of a drawing key reaches the editor. */
export function useCanvasPreferences(editor: EditorApi): void {
  useEffect(() => {
    editor.view.setCanvasPreferences(canvasPart(preferencesStore.getState().preferences));
    return preferencesStore.subscribe((state, previous) => {
      if (!samePart(state.preferences, previous.preferences))
        editor.view.setCanvasPreferences(canvasPart(state.preferences));
    });
  }, [editor]);
}
