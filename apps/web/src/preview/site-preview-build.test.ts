import { GraphBuilder } from '@nodeloom/engine/testing';
import { createBuiltInRegistry } from '@nodeloom/nodes';
import { describe, expect, it } from 'vitest';
import { buildSitePreviewDocument } from './site-preview-build.js';

/** One exportPage (a heading) with its site previewer flag as given. */
function pageGraph(showInSitePreviewer: boolean) {
  const g = new GraphBuilder({ defaultParent: 'hex', nodeId: (name) => `node_${name}` });
  g.add('htmlElement', 'heading', { params: { tag: 'h1', text: 'About us' } });
  g.add('exportPage', 'about', { params: { name: 'About', showInSitePreviewer } });
  g.wire('node_heading', 'element', 'node_about', 'content');
  return g.toGraph();
}

describe('buildSitePreviewDocument (the site previewer)', () => {
  const registry = createBuiltInRegistry();

  it('refuses a page whose "Show in site previewer" flag is off', async () => {
    await expect(
      buildSitePreviewDocument({ graph: pageGraph(false), registry, pageNodeId: 'node_about' }),
    ).rejects.toThrow('The page about is not shown in the site previewer');
  });

  it('refuses a node that is not an exportPage, and a project without appEntry as a deploy does', async () => {
    await expect(
      buildSitePreviewDocument({ graph: pageGraph(true), registry, pageNodeId: 'node_heading' }),
    ).rejects.toThrow('The page to preview is no longer an exportPage node');
    await expect(buildSitePreviewDocument({ graph: pageGraph(true), registry })).rejects.toThrow(
      'An appEntry node is required to deploy',
    );
  });
});
