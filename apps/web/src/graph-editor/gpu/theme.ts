import { DATA_TYPES } from '@nodeloom/engine';
// The colours the GPU canvas paints with, read from the canvas's CSS (graph-canvas.css: the
// --gc-* variables and the dt-* data-type hues), so both canvases follow one palette and theme.

/** A colour as the GPU takes it. */
export interface Paint {
  color: number;
  alpha: number;
}

export interface CanvasTheme {
  background: Paint;
  grid: Paint;
  accent: Paint;
  wire: Paint;
  ok: Paint;
  warning: Paint;
  danger: Paint;
  /** a viewer's body (--gc-inset) and the faint outlines of boxes under nodes (--gc-border) */
  inset: Paint;
  border: Paint;
  /** boxes over the canvas (the outputs strip: --gc-surface) */
  surface: Paint;
  /** text colours as CSS (text textures take CSS): body text, muted, and the messages' */
  text: TextColours;
  /** a data type's hue (sockets and wires) */
  dataType(type: string): Paint;
}

export interface TextColours {
  text: string;
  muted: string;
  error: string;
  warning: string;
  ghost: string;
}

/**
 * `#rgb(a)`, `#rrggbb(aa)`, `rgb(r, g, b)` and `rgba(r, g, b, a)`: the forms a canvas's fillStyle
 * gives back, and the node colours' (a sticky note's #ffc10766).
 */
export function paintOf(css: string, fallback: Paint = { color: 0x808080, alpha: 1 }): Paint {
  const value = css.trim();
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(value);
  if (hex) {
    const digits = hex[1].length <= 4 ? [...hex[1]].map((c) => c + c).join('') : hex[1];
    const alpha = digits.length === 8 ? Number.parseInt(digits.slice(6), 16) / 255 : 1;
    return { color: Number.parseInt(digits.slice(0, 6), 16), alpha };
  }
  const rgb = /^rgba?\(\s*([\d.]+)[ ,]+([\d.]+)[ ,]+([\d.]+)(?:\s*[,/]\s*([\d.]+)(%?))?\s*\)$/i.exec(value);
  if (!rgb) return fallback;
  const [r, g, b] = [rgb[1], rgb[2], rgb[3]].map((c) => Math.round(Number(c)));
  const alpha = rgb[4] === undefined ? 1 : Number(rgb[4]) / (rgb[5] ? 100 : 1);
  return { color: (r << 16) | (g << 8) | b, alpha };
}

/** Any CSS colour, normalised by a 2D canvas (names, hsl, space-separated rgb) then read. */
export function cssPaint(css: string, fallback?: Paint): Paint {
  const direct = paintOf(css, { color: -1, alpha: 1 });
  if (direct.color >= 0) return direct;
  const ctx = normaliser();
  if (!ctx) return fallback ?? paintOf('#808080');
  ctx.fillStyle = '#000001';
  ctx.fillStyle = css;
  return paintOf(String(ctx.fillStyle), fallback);
}

let context: CanvasRenderingContext2D | null | undefined;
function normaliser(): CanvasRenderingContext2D | null {
  if (context === undefined) context = document.createElement('canvas').getContext('2d');
  return context;
}

/** The theme of the canvas element `el` (a .gc-canvas), read once per mount and theme change. */
export function readTheme(el: HTMLElement): CanvasTheme {
  const style = getComputedStyle(el);
  const css = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  const read = (name: string, fallback: string) => cssPaint(css(name, fallback));
  const probe = document.createElement('span');
  probe.hidden = true;
  el.append(probe);
  const hues = new Map<string, Paint>();
  for (const type of DATA_TYPES) {
    probe.className = `dt-${type}`;
    hues.set(type, cssPaint(getComputedStyle(probe).getPropertyValue('--gc-dt') || '#9aa0b4'));
  }
  probe.remove();
  const inferred = hues.get('inferred') ?? paintOf('#9aa0b4');
  return {
    background: read('--gc-bg', '#17181d'),
    grid: read('--gc-grid', 'rgba(255, 255, 255, 0.06)'),
    accent: read('--gc-accent', '#5b5bd6'),
    wire: read('--gc-wire', '#8b8fa3'),
    ok: read('--gc-ok', '#3dd68c'),
    warning: read('--gc-warning', '#f5a524'),
    danger: read('--gc-danger', '#e5484d'),
    inset: read('--gc-inset', '#111217'),
    border: read('--gc-border', 'rgba(255, 255, 255, 0.1)'),
    surface: read('--gc-surface', '#23252d'),
    text: {
      text: css('--gc-text', '#e8e9ef'),
      muted: css('--gc-muted', '#9296a8'),
      error: css('--gc-error-text', '#ffb4b6'),
      warning: css('--gc-warning-text', '#ffd897'),
      ghost: css('--gc-ghost-text', '#c8f1fb'),
    },
    dataType: (type) => hues.get(type) ?? inferred,
  };
}
