import { SiteBuildError, type SiteInput } from './input.js';

/** One evaluated node: its definition name and its outputs by identifier. */
export interface EvaluatedNode {
  definitionName: string;
  outputs: Record<string, unknown>;
}

/**
 * Gathers the site input from a project's evaluated nodes: the appEntry node's `app` (required,
 * one only: it is a global singleton), every exportPageConfigs `configs` and every
 * exportPublicFiles `files`, in graph order.
 */
export function siteInputFromNodes(nodes: EvaluatedNode[], name?: string): SiteInput {
  const entries = nodes.filter((n) => n.definitionName === 'appEntry');
  if (entries.length === 0) throw new SiteBuildError('An appEntry node is required to deploy');
  if (entries.length > 1)
    throw new SiteBuildError('There can only be one instance of appEntry node globally.');
  const outputsOf = (definitionName: string, output: string) =>
    nodes.filter((n) => n.definitionName === definitionName).map((n) => n.outputs[output]);
  return {
    app: entries[0].outputs.app as SiteInput['app'],
    configs: outputsOf('exportPageConfigs', 'configs') as SiteInput['configs'],
    publicFiles: outputsOf('exportPublicFiles', 'files').flatMap((files) =>
      Array.isArray(files) ? files : [],
    ) as SiteInput['publicFiles'],
    ...(name ? { name } : {}),
  };
}
