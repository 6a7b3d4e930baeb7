/**
 * A short, single-line preview of a value flowing through a wire or socket: strings quoted,
 * arrays and objects showing their first entries with the rest counted, everything truncated
 * to `max` characters with an ellipsis. Never throws (cycles, getters that throw, bigints).
 */
export function formatValue(value: unknown, max = 80): string {
  return truncate(preview(value, 0, new WeakSet()), max);
}

const FIRST_ITEMS = 3;

function preview(value: unknown, depth: number, seen: WeakSet<object>): string {
  switch (typeof value) {
    case 'undefined':
      return 'undefined';
    case 'string':
      return JSON.stringify(depth === 0 ? value : truncate(value, 24));
    case 'number':
    case 'boolean':
      return String(value);
    case 'bigint':
      return `${value}n`;
    case 'symbol':
      return value.toString();
    case 'function':
      return `ƒ ${value.name || 'anonymous'}()`;
  }
  if (value === null) return 'null';
  const obj = value as object;
  if (seen.has(obj)) return '[Circular]';
  if (obj instanceof Date) return Number.isNaN(obj.getTime()) ? 'Invalid Date' : obj.toISOString();
  if (obj instanceof ArrayBuffer) return `ArrayBuffer(${obj.byteLength})`;
  if (ArrayBuffer.isView(obj)) return `${obj.constructor.name}(${obj.byteLength})`;
  seen.add(obj);
  try {
    if (Array.isArray(obj)) {
      if (depth > 1) return `Array(${obj.length})`;
      const items = obj.slice(0, FIRST_ITEMS).map((v) => preview(v, depth + 1, seen));
      const rest = obj.length - items.length;
      return `[${items.join(', ')}${rest > 0 ? `, … ${rest} more` : ''}]`;
    }
    const keys = Object.keys(obj);
    if (depth > 1) return keys.length ? '{…}' : '{}';
    const entries = keys.slice(0, FIRST_ITEMS).map((k) => `${k}: ${preview(read(obj, k), depth + 1, seen)}`);
    const rest = keys.length - entries.length;
    return `{${entries.join(', ')}${rest > 0 ? `, … ${rest} more` : ''}}`;
  } finally {
    seen.delete(obj);
  }
}

function read(obj: object, key: string): unknown {
  try {
    return (obj as Record<string, unknown>)[key];
  } catch {
    return '[unreadable]';
  }
}

function truncate(text: string, max: number): string {
  const oneLine = text.replace(/\s+/g, ' ');
  return oneLine.length <= max ? oneLine : `${oneLine.slice(0, Math.max(0, max - 1))}…`;
}
