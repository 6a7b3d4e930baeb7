import { type ReactNode, useState } from 'react';
import type { ViewportController, XY } from '../../editor/index.js';
import { firstUseCode, useLoadedCode } from '../../ui/first-use.js';
import type { MenuTarget } from './menu-target.js';

const menu = firstUseCode(() => import('./CanvasMenuPopup.js'));

/** The context menu's code (base-ui): loaded on the first right-click, prefetched when idle after the first frame. */
export const loadCanvasMenu = menu.load;

/**
 * The canvas with its context menu: a right-click (or the context-menu key) anywhere on it opens
 * the menu of what it was on (`target`, set by the canvas's handlers) at that point.
 */
export function CanvasMenu({
  target,
  viewport,
  children,
}: {
  target: MenuTarget | null;
  viewport: ViewportController;
  children: ReactNode;
}) {
  const code = useLoadedCode(menu);
  const [at, setAt] = useState<XY | null>(null);
  return (
    <>
      <div
        className="gc-menu-trigger"
        onContextMenu={(event) => {
          event.preventDefault();
          setAt({ x: event.clientX, y: event.clientY });
          menu.load().catch((error: Error) => console.warn('The context menu did not load:', error.message));
        }}
      >
        {children}
      </div>
      {at && code ? (
        <code.CanvasMenuPopup target={target} viewport={viewport} at={at} onClose={() => setAt(null)} />
      ) : null}
    </>
  );
}
