import { assertMarkupUrl } from '../asset/url.js';
import { defineNode } from '../shared/define.js';
import { element } from '../shared/html/index.js';
import { output, param } from '../shared/node-builder.js';

export const LAZY_EFFECTS = ['none', 'blur', 'opacity', 'black-and-white'] as const;
const IMAGE_URL_PROTOCOLS = ['http:', 'https:', 'blob:', 'data:'];
export const DELAY_METHODS = ['throttle', 'debounce'] as const;
/** Spec 2 §9: lazy image delay 300 ms, threshold 100 px. */
export const DEFAULT_DELAY_TIME = 300;
export const DEFAULT_THRESHOLD = 100;

export const lazyImageNode = defineNode({
  definitionName: 'lazyImage',
  description: 'An image loaded when it nears the viewport, showing a thumbnail with an effect until then',
  category: 'image',
  keywords: ['img', 'lazy', 'lazy load', 'thumbnail', 'placeholder'],
  parameters: [
    param.string('url', 'URL', '', { required: true }),
    param.string('thumbnailUrl', 'Thumbnail URL', ''),
    param.string('alt', 'Alt text', ''),
    param.menu('effect', 'Effect', LAZY_EFFECTS, 'none'),
    param.buttons('delayMethod', 'Delay method', DELAY_METHODS, 'throttle'),
    param.int('delayTime', 'Delay time', DEFAULT_DELAY_TIME, {
      min: 0,
      description: 'ms between visibility checks while scrolling',
    }),
    param.int('threshold', 'Threshold', DEFAULT_THRESHOLD, {
      min: 0,
      description: 'px before the viewport at which loading starts',
    }),
    param.string('wrapperClassName', 'Wrapper class name', ''),
  ],
  outputs: [output('element', 'Element', 'html')],
  rule: ({ params }) => {
    const read = (name: string) => String(params[name] ?? '').trim();
    const url = read('url');
    // image URLs: the site's own paths, or http(s), blob and data URLs
    assertMarkupUrl(url, IMAGE_URL_PROTOCOLS);
    const thumbnail = read('thumbnailUrl');
    if (thumbnail) assertMarkupUrl(thumbnail, IMAGE_URL_PROTOCOLS);
    // the running app swaps data-src in; loading="lazy" keeps the image working without it
    const img = element('img', { src: thumbnail || url, 'data-src': url, alt: read('alt'), loading: 'lazy' });
    const wrapper = element(
      'span',
      {
        ...(read('wrapperClassName') ? { class: read('wrapperClassName') } : {}),
        'data-nl-lazy-image': '',
        'data-effect': read('effect'),
        'data-delay-method': read('delayMethod'),
        'data-delay-time': String(Number(params.delayTime)),
        'data-threshold': String(Number(params.threshold)),
      },
      [img],
    );
    return { element: wrapper };
  },
});
