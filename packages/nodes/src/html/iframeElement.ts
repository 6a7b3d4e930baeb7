import { assertMarkupUrl } from '../asset/url.js';
import { defineNode } from '../shared/define.js';
import { element } from '../shared/html/index.js';
import { output, param } from '../shared/node-builder.js';

/** http(s) URLs, or paths of the site itself; never javascript: or data: (they run in the page). */
const assertFrameUrl = (src: string) => assertMarkupUrl(src, ['http:', 'https:']);

export const iframeElementNode = defineNode({
  definitionName: 'iframeElement',
  description: 'An <iframe> embedding another page (video, map, widget)',
  category: 'html',
  keywords: ['iframe', 'embed', 'video', 'youtube', 'map'],
  parameters: [
    param.string('src', 'URL', '', { required: true }),
    param.string('title', 'Title', '', { description: 'Describes the frame for screen readers' }),
    param.string('width', 'Width', '100%'),
    param.string('height', 'Height', '300'),
    param.string('allow', 'Allow', ''),
    param.toggle('allowFullscreen', 'Allow fullscreen', true),
    param.buttons('loading', 'Loading', ['lazy', 'eager'], 'lazy'),
  ],
  outputs: [output('element', 'Element', 'html')],
  rule: ({ params }) => {
    const read = (name: string) => String(params[name] ?? '').trim();
    const attributes: Record<string, string> = { src: assertFrameUrl(read('src')) };
    for (const name of ['title', 'width', 'height', 'allow', 'loading'])
      if (read(name)) attributes[name] = read(name);
    if (params.allowFullscreen !== false) attributes.allowfullscreen = '';
    return { element: element('iframe', attributes) };
  },
});
