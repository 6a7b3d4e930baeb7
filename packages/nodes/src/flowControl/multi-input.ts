/** A multi-input arrives as an array ordered by connection order; unconnected means none. */
export function multiInputValues(value: unknown): unknown[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}
