/** A diff viewer input as the text compared: strings as they are, other values as JSON indented by `indent`. */
export function diffText(value: unknown, indent: number): string {
  if (value === undefined) return '';
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value, null, indent) ?? String(value);
  } catch {
    return String(value);
  }
}

/**
 * The language the compared texts are highlighted in: JSON for values and JSON texts, HTML for
 * markup, none (plain) otherwise.
 */
export function diffLanguage(before: unknown, after: unknown): 'json' | 'html' | undefined {
  const values = [before, after].filter((v) => v !== undefined);
  if (values.some((v) => typeof v !== 'string')) return 'json';
  const texts = values.map((v) => String(v).trim()).filter(Boolean);
  if (texts.length === 0) return undefined;
  if (texts.every(isJsonText)) return 'json';
  if (texts.every((t) => t.startsWith('<'))) return 'html';
  return undefined;
}

function isJsonText(text: string): boolean {
  if (!/^[[{]/.test(text)) return false;
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
