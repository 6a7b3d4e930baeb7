import { defineNode } from '../shared/define.js';
import type { PageMeta } from '../shared/html/index.js';
import { output, param } from '../shared/node-builder.js';

/** Spec 2 §9: default page title 'Website made with {brand}'. */
export const DEFAULT_PAGE_TITLE = 'Website made with Nodeloom';

export const pageMetaNode = defineNode({
  definitionName: 'pageMeta',
  description: 'Title, description, icon and Open Graph data of a page',
  category: 'html',
  keywords: ['title', 'seo', 'favicon', 'open graph', 'og', 'head'],
  parameters: [
    param.string('title', 'Title', DEFAULT_PAGE_TITLE),
    param.multiline('description', 'Description', ''),
    param.string('icon', 'Icon', '', { description: 'URL of the favicon' }),
    param.string('ogTitle', 'OG title', ''),
    param.multiline('ogDescription', 'OG description', ''),
    param.string('ogImage', 'OG image', '', { description: 'URL of the Open Graph image' }),
  ],
  outputs: [output('meta', 'Meta', 'object')],
  rule: ({ params }) => {
    const read = (name: keyof PageMeta) => String(params[name] ?? '');
    const meta: PageMeta = {
      title: read('title'),
      description: read('description'),
      icon: read('icon'),
      ogTitle: read('ogTitle'),
      ogDescription: read('ogDescription'),
      ogImage: read('ogImage'),
    };
    return { meta };
  },
});
