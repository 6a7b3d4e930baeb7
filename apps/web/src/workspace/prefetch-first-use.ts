import { loadCommandPalette } from '../actions/load-command-palette.js';
import { DIALOGS } from '../dialogs/registry.js';
import { loadTabMenuPopup } from '../graph-editor/picker/TabMenu.js';
import { loadNodeLibrary } from '../services/node-library.js';
import { prefetchWhenIdle } from '../services/prefetch.js';
import { afterFirstCanvasFrame } from './canvas-first-frame.js';
import { loadExpressionField } from './panels/parameterEditor/load-expression-field.js';
import { registeredPanels } from './panels/registry.js';

/**
 * After the canvas's first frame: the built-in nodes (an empty project opens without them) at
 * once, then what the open workspace loads on first use (the tab menu, the palette, every dialog,
 * every panel type, the expression field with CodeMirror), fetched when the page is idle so that
 * first use does not wait.
 */
export function prefetchFirstUse(): () => void {
  let stop: (() => void) | undefined;
  let cancelled = false;
  void afterFirstCanvasFrame().then(() => {
    if (cancelled) return;
    void loadNodeLibrary();
    stop = prefetchWhenIdle([
      loadTabMenuPopup,
      loadCommandPalette,
      ...registeredPanels().map((panel) => panel.load),
      loadExpressionField,
      ...DIALOGS.map((dialog) => dialog.load),
    ]);
  });
  return () => {
    cancelled = true;
    stop?.();
  };
}
