const LIMIT = 120;

/** What an evaluated value reads as under the field: strings quoted, objects as JSON, long text cut. */
export function formatExpressionValue(value: unknown): string {
  let text: string;
  if (value === undefined) text = '';
  else if (typeof value === 'string') text = JSON.stringify(value);
  else if (typeof value === 'function') text = 'function';
  else {
    try {
      text = JSON.stringify(value) ?? String(value);
    } catch {
      text = String(value);
    }
  }
  if (text === '') return '(empty)';
  return text.length > LIMIT ? `${text.slice(0, LIMIT - 1)}…` : text;
}
