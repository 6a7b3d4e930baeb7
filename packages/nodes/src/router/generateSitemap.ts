import { NodeRuleError } from '@nodeloom/engine';
import { defineNode } from '../shared/define.js';
import { escapeAttribute } from '../shared/html/index.js';
import { input, output, param } from '../shared/node-builder.js';

export const DEFAULT_SITEMAP_BASE_URL = 'https://example.com';

function parseBaseUrl(value: string): URL {
  try {
    return new URL(value);
  } catch {
    throw new NodeRuleError(`Invalid URL: ${value}`);
  }
}

/** Paths with dynamic (:param) or splat (*) segments name no single page, so they are left out. */
function isStaticPath(path: string): boolean {
  return !path.split('/').some((segment) => segment.startsWith(':') || segment.includes('*'));
}

export const generateSitemapNode = defineNode({
  definitionName: 'generateSitemap',
  description: 'Builds sitemap.xml from URL paths and the site base URL',
  category: 'router',
  keywords: ['seo', 'sitemap.xml', 'xml'],
  inputs: [input('paths', 'Paths', 'array', { required: true })],
  parameters: [param.string('baseUrl', 'Base URL', DEFAULT_SITEMAP_BASE_URL, { required: true })],
  outputs: [output('sitemap', 'Sitemap', 'string')],
  rule: ({ inputs, params }) => {
    const paths = inputs.paths;
    if (!Array.isArray(paths)) throw new NodeRuleError('Invalid paths, it must be an array');
    const base = parseBaseUrl(String(params.baseUrl ?? ''));
    const urls = [...new Set(paths.map(String).filter(isStaticPath))].map((path) => {
      const loc = new URL(path.replace(/^\/+/, ''), base.href.endsWith('/') ? base.href : `${base.href}/`)
        .href;
      return `  <url>\n    <loc>${escapeAttribute(loc)}</loc>\n  </url>`;
    });
    const sitemap = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...urls,
      '</urlset>',
      '',
    ].join('\n');
    return { sitemap };
  },
});
