import { loadCommandPalette } from '../actions/load-command-palette.js';
import { loadModal } from '../dialogs/DialogHost.js';
import { loadPresetMenu } from '../dialogs/nodePresets/PresetMenu.js';
import { DIALOGS } from '../dialogs/registry.js';
import { loadWorkspaceMenu } from '../dialogs/WorkspaceMenu.js';
import { loadCanvasMenu } from '../graph-editor/menus/CanvasMenu.js';
import { loadTabMenuPopup } from '../graph-editor/picker/load-tab-menu-popup.js';
import { loadPreviewStage } from '../preview/SitePreview.js';
import { loadNodeLibrary } from '../services/node-library.js';
import { prefetchWhenIdle } from '../services/prefetch.js';
import { loadTip } from '../ui/Tip.js';
import { afterFirstCanvasFrame } from './canvas-first-frame.js';
import { loadLayoutSwitcherMenu } from './dock/LayoutSwitcher.js';
import { loadPanelOptionsMenu } from './dock/PanelActions.js';
import { loadPanelsMenu } from './dock/PanelsMenu.js';
import { loadExpressionField } from './panels/parameterEditor/load-expression-field.js';
import { loadParameterEditor } from './panels/parameterEditor/load-parameter-editor.js';
import { registeredPanels } from './panels/registry.js';

/**
 * After the canvas's first frame: the built-in nodes (an empty project opens without them) at
 * once, then what the open workspace loads on first use (tooltips and menus, the tab menu, the palette, every dialog,
 * every panel type, the parameter editor behind its empty state, the expression field with CodeMirror, the
 * component preview's machinery), fetched when the page is idle so that
 * first use does not wait.
 */
export function prefetchFirstUse(): () => void {
  let stop: (() => void) | undefined;
  let cancelled = false;
  void afterFirstCanvasFrame().then(() => {
    if (cancelled) return;
    void loadNodeLibrary();
    stop = prefetchWhenIdle([
      loadCanvasMenu,
      loadTip,
      loadWorkspaceMenu,
      loadLayoutSwitcherMenu,
      loadPanelsMenu,
      loadPanelOptionsMenu,
      loadPresetMenu,
      loadTabMenuPopup,
      loadCommandPalette,
      ...registeredPanels().map((panel) => panel.load),
      loadParameterEditor,
      loadExpressionField,
      loadPreviewStage,
      loadModal,
      ...DIALOGS.map((dialog) => dialog.load),
    ]);
  });
  return () => {
    cancelled = true;
    stop?.();
  };
}
