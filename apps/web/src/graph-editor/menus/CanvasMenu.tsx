import { type ReactNode, useState } from 'react';
import type { ViewportController, XY } from '../../editor/index.js';
import { firstUseCode, useLoadedCode } from '../../ui/first-use.js';
import type { MenuTarget } from './menu-target.js';

const menu = firstUseCode(() => import('./CanvasMenuPopup.js'));

/** The context menu's code (base-ui): loaded on the first right-click, prefetched when idle after the first frame. */
export const loadCanvasMenu = menu.load;

/** Loads the menu's code (a right-click asks for it at once, so it opens as soon as it lands). */
export function requestCanvasMenu(): void {
  menu.load().catch((error: Error) => console.warn('The context menu did not load:', error.message));
}

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
  const [at, setAt] = useState<XY | null>(null);
  return (
    <>
      <div
        className="gc-menu-trigger"
        onContextMenu={(event) => {
          event.preventDefault();
          setAt({ x: event.clientX, y: event.clientY });
          requestCanvasMenu();
        }}
      >
        {children}
      </div>
      <CanvasMenuAt target={target} viewport={viewport} at={at} onClose={() => setAt(null)} />
    </>
  );
}

/**
 * The context menu open at `at` (a page point) once its code has loaded, for any canvas: the
 * canvas decides what was under the pointer (`target`) and where.
 */
export function CanvasMenuAt({
  target,
  viewport,
  at,
  onClose,
}: {
  target: MenuTarget | null;
  viewport: ViewportController;
  at: XY | null;
  onClose(): void;
}) {
  const code = useLoadedCode(menu);
  return at && code ? (
    <code.CanvasMenuPopup target={target} viewport={viewport} at={at} onClose={onClose} />
  ) : null;
}
