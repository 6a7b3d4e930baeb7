// Turns a graph into the published file set in the browser, exactly as `nodeloom build` does
// (@nodeloom/site's assembleSite), and the file set into the body of a deploy.
import type { DeployFile } from '@nodeloom/api';
import { type DefinitionRegistry, Evaluator, type Graph, loadProjectGraph } from '@nodeloom/engine';
import {
  type AppEntry,
  assembleSite,
  browserToolchain,
  SiteBuildError,
  type SiteFile,
  siteInputFromProject,
} from '@nodeloom/site/browser';

export interface SiteBuildRequest {
  /** the graph as saved (a copy: edits made while the site builds do not leak in) */
  graph: Graph;
  registry: DefinitionRegistry;
  /** the project's name, for the site's package manifest */
  name?: string;
  /** a deployment node: its entrypoint is the app, its branch and message the deploy's */
  deploymentNodeId?: string;
}

export interface BuiltSite {
  files: SiteFile[];
  /** what the deployment node asked for, when the build came from one */
  branch?: string;
  message?: string;
}

/** The deployment node's output (packages/nodes deployment): branch, message and the app. */
interface DeploymentNodeOutput {
  branch: string;
  message: string;
  entrypoint: AppEntry;
}

async function deploymentNodeOutput(evaluator: Evaluator, nodeId: string): Promise<DeploymentNodeOutput> {
  const result = await evaluator.evaluate(nodeId);
  if (!result.ok) throw new SiteBuildError(result.error);
  return result.outputs.deployment as DeploymentNodeOutput;
}

/**
 * Evaluates the graph's appEntry, exportPageConfigs and exportPublicFiles nodes (and the
 * deployment node, if asked) and builds the file set; a node that fails or a project without
 * appEntry throws SiteBuildError naming why.
 */
export async function buildSiteFiles(request: SiteBuildRequest): Promise<BuiltSite> {
  const graph = loadProjectGraph(JSON.stringify({ graph: request.graph }), 'project');
  const input = await siteInputFromProject(graph, {
    registry: request.registry,
    ...(request.name ? { name: request.name } : {}),
  });
  if (!request.deploymentNodeId) return { files: await assembleSite(input, browserToolchain) };
  const evaluator = new Evaluator({ graph, registry: request.registry });
  const node = await deploymentNodeOutput(evaluator, request.deploymentNodeId);
  const files = await assembleSite({ ...input, app: node.entrypoint }, browserToolchain);
  return { files, branch: node.branch, message: node.message };
}

// btoa takes a binary string; built in slices so a large file does not overflow the call stack.
function base64(bytes: Uint8Array): string {
  let binary = '';
  const SLICE = 0x8000;
  for (let i = 0; i < bytes.length; i += SLICE) {
    binary += String.fromCharCode(...bytes.subarray(i, i + SLICE));
  }
  return btoa(binary);
}

/** The deploy body's files: text as it is, binary public files in base64. */
export function deployFilesOf(files: readonly SiteFile[]): DeployFile[] {
  return files.map((file) =>
    typeof file.content === 'string'
      ? { path: file.path, content: file.content }
      : { path: file.path, content: base64(file.content), encoding: 'base64' as const },
  );
}

/** Bytes of the file set (text as UTF-8), for the progress line. */
export function siteBytes(files: readonly SiteFile[]): number {
  const encoder = new TextEncoder();
  return files.reduce(
    (sum, f) => sum + (typeof f.content === 'string' ? encoder.encode(f.content).length : f.content.length),
    0,
  );
}
