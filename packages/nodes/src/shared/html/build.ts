import { NodeRuleError } from '@nodeloom/engine';
import {
  HTML_CHILD_TYPES,
  type Html,
  type HtmlAttributes,
  type HtmlChild,
  type HtmlContainer,
  type HtmlElement,
  type HtmlText,
} from './types.js';

/** The tag names an html tree may carry (also checked by the html schema at boundaries). */
export const TAG_NAME = /^[A-Za-z][A-Za-z0-9-]*$/;
// HTML's attribute-name rule: no whitespace, quotes, '>', '/', '=' or control characters.
const ATTRIBUTE_NAME = /^[^\s"'>/=\p{Cc}]+$/u;

export function assertTagName(tag: string): string {
  if (!TAG_NAME.test(tag)) throw new NodeRuleError(`Invalid tag name: ${tag}`);
  return tag;
}

export function assertAttributeName(name: string): string {
  if (!ATTRIBUTE_NAME.test(name)) throw new NodeRuleError(`Invalid attribute name: ${name}`);
  return name;
}

export function text(value: string): HtmlText {
  return { type: 'text', value };
}

export function element(
  tag: string,
  attributes: HtmlAttributes = {},
  children: HtmlChild[] = [],
): HtmlElement {
  assertTagName(tag);
  for (const name of Object.keys(attributes)) assertAttributeName(name);
  return { type: 'element', tag, attributes: { ...attributes }, children };
}

export function isHtmlChild(value: unknown): value is HtmlChild {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    HTML_CHILD_TYPES.has((value as { type?: unknown }).type as HtmlChild['type'])
  );
}

export function isContainer(child: HtmlChild): child is HtmlContainer {
  return child.type === 'element' || child.type === 'link';
}

/**
 * Reads whatever arrived on an `html` port as a list of children: nothing → [],
 * strings and numbers → text, a child → [child], lists flattened.
 */
export function toChildren(value: unknown): HtmlChild[] {
  if (value === undefined || value === null || value === '') return [];
  if (typeof value === 'string') return [text(value)];
  if (typeof value === 'number' || typeof value === 'boolean') return [text(String(value))];
  if (Array.isArray(value)) return value.flatMap(toChildren);
  if (isHtmlChild(value)) return [value];
  throw new NodeRuleError('Invalid html: expected an html element, text or a list of them');
}

/** A fragment of one child is handed on as that child, so single elements stay single. */
export function toHtml(children: HtmlChild[]): Html {
  return children.length === 1 ? children[0] : children;
}
