import { loadedComponent } from '../../ui/loaded-component.js';
import { useCanvasUi } from '../canvas/canvas-ui.js';
import { loadTabMenuPopup } from './load-tab-menu-popup.js';

const TabMenuPopup = loadedComponent(() =>
  loadTabMenuPopup().then((module) => ({ default: module.TabMenuPopup })),
);

/**
 * The tab menu while the canvas's ui store has it open, whichever canvas draws the graph (no
 * renderer here: each canvas registers its own bridge and opens it at its own points).
 */
export function OpenTabMenu() {
  const request = useCanvasUi((s) => s.picker);
  if (!request) return null;
  return <TabMenuPopup request={request} />;
}
