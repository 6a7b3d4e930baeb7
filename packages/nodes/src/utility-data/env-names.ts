/** Expressions read environment values as @NAME (spec 2 §9), so a name must be an identifier. */
export const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** A key as typed may keep the expression prefix: '@API_URL' and '@@API_URL' both mean API_URL. */
export function envKey(key: unknown): string {
  return String(key ?? '')
    .trim()
    .replace(/^@{1,2}/, '');
}
