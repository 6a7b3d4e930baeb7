import { DIALOGS } from '../dialogs/registry.js';
import { prefetchWhenIdle } from '../services/prefetch.js';
import { loadExpressionField } from './panels/parameterEditor/load-expression-field.js';
import { registeredPanels } from './panels/registry.js';

/**
 * What the open workspace loads on first use (every dialog, every panel type, the expression field
 * with CodeMirror), fetched when the page is idle after the open so that first use does not wait.
 */
export function prefetchFirstUse(): () => void {
  return prefetchWhenIdle([
    ...registeredPanels().map((panel) => panel.load),
    loadExpressionField,
    ...DIALOGS.map((dialog) => dialog.load),
  ]);
}
