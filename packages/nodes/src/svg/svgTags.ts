import { NodeRuleError } from '@nodeloom/engine';
import { svgTagNames } from 'svg-tag-names';

export const SVG_TAG_NAMES: readonly string[] = svgTagNames;

export function assertSvgTag(tag: string): string {
  if (!svgTagNames.includes(tag)) throw new NodeRuleError(`Invalid SVG tag: ${tag}`);
  return tag;
}

/**
 * Attributes SVG allows on a tag: its own plus the global ones (wooorm's svg-element-attributes,
 * loaded with the first call rather than with the node library).
 */
export async function attributesOfSvgTag(tag: string): Promise<string[]> {
  const { svgElementAttributes } = await import('svg-element-attributes');
  return [
    ...new Set([...(svgElementAttributes[assertSvgTag(tag)] ?? []), ...(svgElementAttributes['*'] ?? [])]),
  ].sort();
}
