import type { DataType } from '@nodeloom/engine';

/**
 * Whether an output of one data type may feed an input of another. `inferred` takes and gives
 * anything; exec sockets only join exec sockets of their kind; values otherwise join their own
 * type, and any value may feed a string or object input, which coerce (spec 2 §5 Coercion).
 */
export function canFeed(output: DataType, input: DataType): boolean {
  if (output === input) return true;
  const exec = (t: DataType) => t === 'exec-flow' || t === 'exec-data';
  if (exec(output) || exec(input)) return false;
  if (output === 'inferred' || input === 'inferred') return true;
  return input === 'string' || input === 'object' || input === 'boolean';
}

/** One hue per data type, so sockets and wires read at a glance (CSS classes of graph-canvas.css). */
export function dataTypeClass(dataType: DataType | undefined): string {
  return `dt-${dataType ?? 'inferred'}`;
}
