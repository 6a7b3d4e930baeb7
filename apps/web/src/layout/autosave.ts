// Spec 1 §7/§9: the layout auto-saves 3000 ms after a change, debounced per project, only when it has panels.
import type { LayoutSaveTiming } from '../services/layouts.js';
import { type LayoutJson, placedPanelIds } from './layout-json.js';

export const LAYOUT_SAVE_DEBOUNCE_MS = 3000;

export interface LayoutAutosave {
  /** (Re)starts the project's countdown with this layout; a layout with no panel shown is not saved. */
  schedule(projectId: string, json: LayoutJson): void;
  /**
   * Saves what is waiting now: leaving the workspace, or the page itself (`leavingPage`: a reload,
   * a closed tab; the save is then sent so that it outlives the page).
   */
  flush(leavingPage?: boolean): void;
  /** Drops what is waiting. */
  cancel(): void;
}

export function createLayoutAutosave(
  save: (projectId: string, json: LayoutJson, timing: LayoutSaveTiming) => Promise<unknown>,
  delayMs = LAYOUT_SAVE_DEBOUNCE_MS,
): LayoutAutosave {
  const waiting = new Map<string, { json: LayoutJson; timer: ReturnType<typeof setTimeout> }>();
  const run = (projectId: string, leavingPage = false) => {
    const entry = waiting.get(projectId);
    if (!entry) return;
    clearTimeout(entry.timer);
    waiting.delete(projectId);
    // A failed save has shown its toast (the api binding); the next change tries again.
    save(projectId, entry.json, { leavingPage }).catch(() => undefined);
  };
  return {
    schedule(projectId, json) {
      const entry = waiting.get(projectId);
      if (entry) clearTimeout(entry.timer);
      if (placedPanelIds(json.containers).length === 0) {
        waiting.delete(projectId);
        return;
      }
      waiting.set(projectId, { json, timer: setTimeout(() => run(projectId), delayMs) });
    },
    flush(leavingPage = false) {
      for (const projectId of [...waiting.keys()]) run(projectId, leavingPage);
    },
    cancel() {
      for (const entry of waiting.values()) clearTimeout(entry.timer);
      waiting.clear();
    },
  };
}
