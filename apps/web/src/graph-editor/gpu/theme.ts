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
  /** a data type's hue (sockets and wires) */
  dataType(type: string): Paint;
}

/** `#rgb`, `#rrggbb`, `rgb(r, g, b)` and `rgba(r, g, b, a)`: the forms a canvas's fillStyle gives back. */
export function paintOf(css: string, fallback: Paint = { color: 0x808080, alpha: 1 }): Paint {
  const value = css.trim();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value);
  if (hex) {
    const digits = hex[1].length === 3 ? [...hex[1]].map((c) => c + c).join('') : hex[1];
    return { color: Number.parseInt(digits, 16), alpha: 1 };
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
  const read = (name: string, fallback: string) => cssPaint(style.getPropertyValue(name) || fallback);
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
    dataType: (type) => hues.get(type) ?? inferred,
  };
}
