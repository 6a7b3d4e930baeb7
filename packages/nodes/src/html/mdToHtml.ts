import { defineNode } from '../shared/define.js';
import { input, output, param } from '../shared/node-builder.js';

export const mdToHtmlNode = defineNode({
  definitionName: 'mdToHtml',
  description: 'Markdown to html elements (GitHub-flavoured by default), parsed by marked',
  category: 'html',
  keywords: ['markdown', 'md', 'marked', 'text', 'content'],
  inputs: [input('markdown', 'Markdown', 'string')],
  parameters: [
    param.multiline('markdown', 'Markdown', ''),
    param.toggle('gfm', 'GitHub-flavoured', true),
    param.toggle('breaks', 'Line breaks as <br>', false),
  ],
  outputs: [output('html', 'Html', 'html')],
  rule: async ({ inputs, params }) => {
    // marked loads with the first evaluation, not with the node library
    const { markdownToHtml } = await import('./markdown.js');
    return {
      html: markdownToHtml(String(inputs.markdown ?? params.markdown ?? ''), {
        gfm: params.gfm !== false,
        breaks: params.breaks === true,
      }),
    };
  },
});
