import type { DataType } from '../model/index.js';

/** Text of a value (spec 2 §5 "string to text"): objects as JSON, nullish as ''. */
export function toText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'object') {
    try {
      return JSON.stringify(value);
    } catch {
      return String(value);
    }
  }
  return String(value);
}

/** A number, or 0 when the value does not read as one (spec 2 §5 "number to number or 0"). */
export function toNumberOrZero(value: unknown): number {
  if (typeof value === 'number') return Number.isNaN(value) ? 0 : value;
  if (typeof value === 'string' && value.trim() === '') return 0;
  const n = Number(value);
  return Number.isNaN(n) ? 0 : n;
}

/** Truthiness (spec 2 §5 "boolean to truthy"). */
export function toTruthy(value: unknown): boolean {
  return Boolean(value);
}

/** Coerces a param value to its data type; types other than string, number and boolean pass through. */
export function coerceToDataType(value: unknown, dataType: DataType): unknown {
  switch (dataType) {
    case 'string':
      return toText(value);
    case 'number':
      return toNumberOrZero(value);
    case 'boolean':
      return toTruthy(value);
    default:
      return value;
  }
}
