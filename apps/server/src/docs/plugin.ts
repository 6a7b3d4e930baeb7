import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import { createBuiltInRegistry } from '@nodeloom/nodes';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { REPOSITORY_ROOT } from '../config.js';
import { listGuides, renderGuide } from './guides.js';
import { nodeHelpHtml, nodeIndexHtml } from './node-pages.js';
import { DOCS_STYLESHEET_PATH, docsPage, escapeHtml } from './page.js';
import { DOCS_CSS } from './style.js';

/** The repository's docs/ folder: found from this file, in src (tsx) or dist alike, as the web dist is. */
export const DOCS_DIR = resolve(REPOSITORY_ROOT, 'docs');

/** Folders of docs/ whose files the guides show or link to, served as they are. */
const FILE_FOLDERS = ['screenshots', 'examples'];

export interface DocsOptions {
  /** Where the guides are (tests use a folder of their own); the repository's docs/ by default. */
  dir?: string;
}

function sendPage(reply: FastifyReply, title: string, body: string, status = 200) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .send(docsPage(title, body));
}

/**
 * The user documentation at /docs, public as the app's pages are (no account needed to read it):
 * the guides of docs/ rendered from Markdown with an index, the help of every built-in node, and the
 * screenshots and examples the guides show. Every answer gets the app's security headers
 * (http/security-headers.ts); the pages have no script. An unknown page is a 404 page, never the app.
 */
async function docs(app: FastifyInstance, options: DocsOptions): Promise<void> {
  const dir = options.dir ?? DOCS_DIR;
  if (!existsSync(dir)) app.log.warn(`Documentation not found: ${dir} is missing.`);
  const registry = createBuiltInRegistry();

  app.get(DOCS_STYLESHEET_PATH, (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'no-cache').send(DOCS_CSS),
  );
  for (const folder of FILE_FOLDERS) {
    if (!existsSync(join(dir, folder))) continue;
    // one route per file found at start (no wildcard): a missing file falls to the 404 page below
    await app.register(fastifyStatic, {
      root: join(dir, folder),
      prefix: `/docs/${folder}/`,
      wildcard: false,
      decorateReply: false,
      cacheControl: false,
      setHeaders: (reply) => reply.header('cache-control', 'no-cache'),
    });
  }

  app.get('/docs', (_request, reply) => {
    const guides = existsSync(dir) ? listGuides(dir) : [];
    const items = guides.map((g) => `<li><a href="/docs/${g.name}">${escapeHtml(g.title)}</a></li>`);
    const body = [
      '<h1>Nodeloom documentation</h1>',
      '<p class="docs-lead">Guides to the workspace, the graph canvas, expressions, publishing and the server, and the help of every built-in node.</p>',
      '<h2 id="guides">Guides</h2>',
      `<ul class="docs-cards">${items.join('')}</ul>`,
      '<h2 id="nodes">Nodes</h2>',
      `<ul class="docs-cards"><li><a href="/docs/nodes">All built-in nodes<small>${registry.list().length} nodes: inputs, params and outputs</small></a></li></ul>`,
    ].join('\n');
    return sendPage(reply, 'Guides', body);
  });

  app.get('/docs/nodes', (_request, reply) => sendPage(reply, 'Nodes', nodeIndexHtml(registry.list())));

  app.get<{ Params: { name: string } }>('/docs/nodes/:name', (request, reply) => {
    const definition = registry.get(request.params.name);
    if (!definition) return notFound(reply, `There is no built-in node named "${request.params.name}".`);
    return sendPage(reply, definition.definitionName, nodeHelpHtml(definition));
  });

  app.get<{ Params: { '*': string } }>('/docs/*', (request, reply) => {
    if (request.params['*'] === '') return reply.redirect('/docs');
    const guide = renderGuide(dir, request.params['*']);
    if (!guide) return notFound(reply, `There is no page "${request.params['*']}" in the documentation.`);
    return sendPage(reply, guide.title, guide.html);
  });
}

function notFound(reply: FastifyReply, message: string) {
  const body = `<h1>Page not found</h1><p class="docs-lead">${escapeHtml(message)}</p><p><a href="/docs">All guides</a></p>`;
  return sendPage(reply, 'Page not found', body, 404);
}

export default fp(docs, { name: 'docs' });
