import { OpenTabMenu } from './OpenTabMenu.js';
import { useCanvasBridge } from './use-canvas-bridge.js';

/**
 * The tab menu: a searchable, keyboard-navigable list of every node the level may hold, opened at
 * the pointer by Tab, a double-click on the canvas, or a wire dropped on empty canvas (then only
 * nodes that take that wire are listed, and the new node is wired to it), or at the canvas's
 * centre from the palette ('Open tab menu'). Nodes that cannot run in the level's context
 * are not offered; a search that only finds such nodes says where they run.
 */
export function TabMenu() {
  useCanvasBridge();
  return <OpenTabMenu />;
}
