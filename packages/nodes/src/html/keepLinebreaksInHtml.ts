import { defineNode } from '../shared/define.js';
import { element, type HtmlChild, text, toChildren, toHtml } from '../shared/html/index.js';
import { input, output } from '../shared/node-builder.js';

// where line breaks already show (pre) or are content (textarea, script, style)
const PRESERVING_TAGS = new Set(['pre', 'textarea', 'script', 'style']);

function keepLinebreaks(children: HtmlChild[]): HtmlChild[] {
  return children.flatMap((child): HtmlChild[] => {
    if (child.type === 'text') {
      return child.value
        .split(/\r?\n/)
        .flatMap((line, i) => [...(i > 0 ? [element('br')] : []), ...(line ? [text(line)] : [])]);
    }
    if (child.type === 'element' && PRESERVING_TAGS.has(child.tag.toLowerCase())) return [child];
    if (child.type === 'element' || child.type === 'link')
      return [{ ...child, children: keepLinebreaks(child.children) }];
    if (child.type === 'component') return [{ ...child, content: keepLinebreaks(child.content) }];
    return [child];
  });
}

export const keepLinebreaksInHtmlNode = defineNode({
  definitionName: 'keepLinebreaksInHtml',
  description: 'Shows the line breaks of text in html by turning them into <br> elements',
  category: 'html',
  keywords: ['newline', 'br', 'line break', 'text'],
  inputs: [input('html', 'Html', 'html', { required: true })],
  outputs: [output('html', 'Html', 'html')],
  rule: ({ inputs }) => ({ html: toHtml(keepLinebreaks(toChildren(inputs.html))) }),
});
