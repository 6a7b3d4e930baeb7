/**
 * PostgreSQL text and jsonb cannot hold U+0000, and jsonb refuses unpaired UTF-16 surrogates
 * (text would silently turn them into U+FFFD): input carrying either would fail in the database
 * (500) or change on the way in. This finds them, so the request gets a 400 naming the field.
 */

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export type UnstorableProblem = 'nul' | 'surrogate';

export interface UnstorableText {
  /** Dotted path of the string or key, '' for the value itself. */
  path: string;
  problem: UnstorableProblem;
}

function problemOf(text: string): UnstorableProblem | undefined {
  if (text.includes('\u0000')) return 'nul';
  if (LONE_SURROGATE.test(text)) return 'surrogate';
  return undefined;
}

/**
 * The first string or key (depth-first) that cannot be stored, or undefined. Walks with its own
 * stack, so any nesting depth is safe.
 */
export function findUnstorableText(value: unknown): UnstorableText | undefined {
  const stack: { value: unknown; path: string; key?: string }[] = [{ value, path: '' }];
  while (stack.length > 0) {
    const { value: current, path, key } = stack.pop()!;
    const keyProblem = key === undefined ? undefined : problemOf(key);
    if (keyProblem) return { path, problem: keyProblem };
    if (typeof current === 'string') {
      const problem = problemOf(current);
      if (problem) return { path, problem };
      continue;
    }
    if (current === null || typeof current !== 'object' || Buffer.isBuffer(current)) continue;
    const entries = Object.entries(current);
    // Pushed in reverse so the first field is looked at first.
    for (let i = entries.length - 1; i >= 0; i -= 1) {
      const [itemKey, item] = entries[i]!;
      stack.push({ value: item, path: path ? `${path}.${itemKey}` : itemKey, key: itemKey });
    }
  }
  return undefined;
}

/** The 400 message for an unstorable field: `<field> must not contain …`. */
export function unstorableTextMessage({ path, problem }: UnstorableText, location: string): string {
  const field = path || location;
  return problem === 'nul'
    ? `${field} must not contain NUL characters (\\u0000)`
    : `${field} must not contain unpaired UTF-16 surrogates`;
}
