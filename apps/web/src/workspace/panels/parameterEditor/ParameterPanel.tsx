import { type KeyboardEvent, type PointerEvent, useState } from 'react';
import { ParameterEditor } from './ParameterEditor.js';

export const PANEL_DEFAULT_WIDTH = 320;
const PANEL_MIN_WIDTH = 240;
const PANEL_MAX_WIDTH = 640;
const KEY_STEP = 16;

const clampWidth = (w: number) => Math.min(PANEL_MAX_WIDTH, Math.max(PANEL_MIN_WIDTH, Math.round(w)));

/**
 * The right-hand side panel hosting the parameter editor until the dock does: resizable from
 * its left edge (pointer or arrow keys on the handle), collapsible to a thin rail.
 */
export function ParameterPanel() {
  const [width, setWidth] = useState(PANEL_DEFAULT_WIDTH);
  const [collapsed, setCollapsed] = useState(false);

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (e.button !== 0) return;
    e.preventDefault();
    const startX = e.clientX;
    const start = width;
    const handle = e.currentTarget;
    handle.setPointerCapture(e.pointerId);
    const onMove = (m: globalThis.PointerEvent) => setWidth(clampWidth(start + startX - m.clientX));
    const onUp = () => {
      handle.removeEventListener('pointermove', onMove);
      handle.removeEventListener('pointerup', onUp);
    };
    handle.addEventListener('pointermove', onMove);
    handle.addEventListener('pointerup', onUp);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const delta = e.key === 'ArrowLeft' ? KEY_STEP : e.key === 'ArrowRight' ? -KEY_STEP : 0;
    if (delta === 0) return;
    e.preventDefault();
    setWidth((w) => clampWidth(w + delta));
  };

  if (collapsed)
    return (
      <aside className="pe-side pe-side-collapsed">
        <button
          type="button"
          className="pe-tool pe-collapse"
          aria-label="Show parameters"
          aria-expanded={false}
          onClick={() => setCollapsed(false)}
        >
          ‹
        </button>
      </aside>
    );
  return (
    <aside className="pe-side" style={{ width }}>
      <div
        className="pe-resize"
        role="separator"
        aria-orientation="vertical"
        aria-label="Resize parameters panel"
        aria-valuenow={width}
        aria-valuemin={PANEL_MIN_WIDTH}
        aria-valuemax={PANEL_MAX_WIDTH}
        tabIndex={0}
        onPointerDown={onPointerDown}
        onKeyDown={onKeyDown}
      />
      <button
        type="button"
        className="pe-tool pe-collapse"
        aria-label="Hide parameters"
        aria-expanded={true}
        onClick={() => setCollapsed(true)}
      >
        ›
      </button>
      <ParameterEditor />
    </aside>
  );
}
