/** Spec 2 §5's CSS check (validateCss.ts), with css-tree loaded on the first check, not with the node library. */
export async function assertCss(css: string): Promise<void> {
  const { assertValidCss } = await import('./validateCss.js');
  assertValidCss(css);
}
