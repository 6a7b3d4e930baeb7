import { lazy, Suspense } from 'react';
import { loadNodeLibrary } from '../../services/node-library.js';
import { useCanvasUi } from '../canvas/canvas-ui.js';
import { useCanvasBridge } from './use-canvas-bridge.js';

/** The popup's code (cmdk) and the nodes it lists: on first open, prefetched when idle. */
export const loadTabMenuPopup = () =>
  Promise.all([import('./TabMenuPopup.js'), loadNodeLibrary()]).then(([module]) => module);
const TabMenuPopup = lazy(() => loadTabMenuPopup().then((module) => ({ default: module.TabMenuPopup })));

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
  return (
    <Suspense fallback={null}>
      <TabMenuPopup request={request} />
    </Suspense>
  );
}
