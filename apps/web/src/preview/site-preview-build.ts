import { type DefinitionRegistry, Evaluator, type Graph, loadProjectGraph } from '@nodeloom/engine';
import { SiteBuildError, type SiteInput, siteInputFromProject } from '@nodeloom/site/browser';
import { buildPreviewDocument } from './build-preview.js';
import { previewSiteInput, withHashRouters } from './preview-input.js';
import type { PreviewTheme } from './preview-theme.js';

/** The exportPage output's previewer flags (packages/nodes exportPage, spec 2 §3). */
interface PageOutput {
  showInSitePreviewer?: boolean;
}

export interface SitePreviewRequest {
  /** the graph as it is now (a copy: edits made while the site builds do not leak in) */
  graph: Graph;
  registry: DefinitionRegistry;
  /** the project's name, for the site's package manifest */
  name?: string;
  /** an exportPage node to show alone; absent: the whole site from its appEntry */
  pageNodeId?: string;
  startRoute?: string;
  theme?: PreviewTheme;
}

/**
 * The site previewer's document, built in the browser by the publisher's own builder
 * (assembleSite, as a deploy does) without publishing anything: the whole site (appEntry, the
 * page configs, the public files) or one exportPage's page with the page configs of its level. A page whose `showInSitePreviewer`
 * is off is refused; a node that fails throws SiteBuildError with the engine's message.
 */
export async function buildSitePreviewDocument(request: SitePreviewRequest): Promise<string> {
  const graph = loadProjectGraph(JSON.stringify({ graph: request.graph }), 'project');
  const options = { startRoute: request.startRoute ?? '/', theme: request.theme ?? 'system' };
  let input: SiteInput;
  if (request.pageNodeId) {
    const node = graph.getNode(request.pageNodeId);
    if (node?.definitionName !== 'exportPage') {
      throw new SiteBuildError('The page to preview is no longer an exportPage node');
    }
    const evaluator = new Evaluator({ graph, registry: request.registry });
    const result = await evaluator.evaluate(node.id);
    if (!result.ok) throw new SiteBuildError(result.error);
    if ((result.outputs.page as PageOutput | undefined)?.showInSitePreviewer === false) {
      throw new SiteBuildError(`The page ${node.name} is not shown in the site previewer`);
    }
    const configs: unknown[] = [];
    // the page configs beside the page (CSS, scripts, Tailwind), as the component previewer merges them
    for (const id of graph.childrenOf(node.parentId)) {
      const sibling = graph.getNode(id);
      if (sibling?.definitionName !== 'exportPageConfigs' || sibling.isGhost || sibling.flags.bypass)
        continue;
      const evaluated = await evaluator.evaluate(id);
      if (!evaluated.ok) throw new SiteBuildError(evaluated.error);
      configs.push(evaluated.outputs.configs);
    }
    input = {
      ...previewSiteInput('exportPage', result.outputs, node.name),
      configs: configs as SiteInput['configs'],
    };
  } else {
    const site = await siteInputFromProject(graph, {
      registry: request.registry,
      ...(request.name ? { name: request.name } : {}),
    });
    input = { ...site, app: withHashRouters(site.app) as SiteInput['app'] };
  }
  return buildPreviewDocument(input, options);
}
