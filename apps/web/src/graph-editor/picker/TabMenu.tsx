import { loadedComponent } from '../../ui/loaded-component.js';
import { useCanvasUi } from '../canvas/canvas-ui.js';
import { loadTabMenuPopup } from './load-tab-menu-popup.js';
import { useCanvasBridge } from './use-canvas-bridge.js';

const TabMenuPopup = loadedComponent(() =>
  loadTabMenuPopup().then((module) => ({ default: module.TabMenuPopup })),
);

/**
 * The tab menu: a searchable, keyboard-navigable list of every node the level may hold, opened at
 * the pointer by Tab, a double-click on the canvas, or a wire dropped on empty canvas (then only
 * nodes that take that wire are listed, and the new node is wired to it), or at the canvas's
 * centre from the palette ('Open tab menu'). Nodes that cannot run in the level's context
 * are not offered; a search that only finds such nodes says where they run.
 */
export function TabMenu() {
  useCanvasBridge();
  const request = useCanvasUi((s) => s.picker);
  if (!request) return null;
  return <TabMenuPopup request={request} />;
}
