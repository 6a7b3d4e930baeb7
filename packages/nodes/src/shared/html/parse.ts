import { type DefaultTreeAdapterTypes, parseFragment } from 'parse5';
import { text } from './build.js';
import type { HtmlChild } from './types.js';

type ParsedNode = DefaultTreeAdapterTypes.ChildNode;

function convert(node: ParsedNode): HtmlChild[] {
  if (node.nodeName === '#text') return [text((node as DefaultTreeAdapterTypes.TextNode).value)];
  if (!('tagName' in node)) return []; // comments and doctypes carry no content
  const source = node.tagName === 'template' ? (node as DefaultTreeAdapterTypes.Template).content : node;
  return [
    {
      type: 'element',
      tag: node.tagName,
      attributes: Object.fromEntries(node.attrs.map((a) => [a.name, a.value])),
      children: source.childNodes.flatMap(convert),
    },
  ];
}

/** Reads an HTML snippet into the html tree the way a browser would (tolerant of broken markup). */
export function parseHtmlFragment(html: string): HtmlChild[] {
  return parseFragment(html).childNodes.flatMap(convert);
}
