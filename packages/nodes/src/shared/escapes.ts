/** Spec 2 §3 stringConcat: the typed escape sequences \n and \t stand for a newline and a tab. */
export function honourEscapes(text: string): string {
  return text.replace(/\\([nt])/g, (_, c: string) => (c === 'n' ? '\n' : '\t'));
}
