/**
 * Text colour that reads on a node's fill: dark text on light fills, light text on dark ones.
 * Accepts #rgb, #rgba, #rrggbb and #rrggbbaa; translucent fills are judged over the dark canvas.
 */
export function readableTextOn(fill: string): 'dark' | 'light' {
  const rgba = parseHex(fill);
  if (!rgba) return 'light';
  const [r, g, b, a] = rgba;
  // blend over the canvas (#1b1c22) by the alpha
  const over = (c: number, bg: number) => c * a + bg * (1 - a);
  const lum = 0.2126 * lin(over(r, 27)) + 0.7152 * lin(over(g, 28)) + 0.0722 * lin(over(b, 34));
  return lum > 0.36 ? 'dark' : 'light';
}

function lin(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function parseHex(color: string): [number, number, number, number] | undefined {
  const m = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(color.trim());
  if (!m) return undefined;
  let hex = m[1];
  if (hex.length <= 4) hex = [...hex].map((c) => c + c).join('');
  const n = (i: number) => Number.parseInt(hex.slice(i, i + 2), 16);
  return [n(0), n(2), n(4), hex.length === 8 ? n(6) / 255 : 1];
}
