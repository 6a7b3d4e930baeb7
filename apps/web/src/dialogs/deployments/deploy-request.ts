import type { ProjectSummary } from '@nodeloom/api';
import type { EditorApi } from '../../editor/index.js';
import type { DeployRequest, DeploySource } from '../../services/publishing-deploy.js';
import { queryClient, queryKeys } from '../../services/queryClient.js';

/** The open project's name, if the projects list knows it (the site's package manifest uses it). */
function projectName(projectId: string): string | undefined {
  const projects = queryClient.getQueryData<ProjectSummary[]>(queryKeys.projects);
  return projects?.find((project) => project.id === projectId)?.name;
}

/** A deploy of the open project's editor: its graph now, its registry, its name. */
export function deployRequestFor(
  editor: EditorApi,
  source: DeploySource,
  options: { branch?: string; message?: string } = {},
): DeployRequest {
  const name = projectName(editor.projectId);
  return {
    projectId: editor.projectId,
    registry: editor.library.registry,
    currentGraph: () => editor.graph.toGraph(),
    source,
    ...(name ? { projectName: name } : {}),
    ...options,
  };
}
