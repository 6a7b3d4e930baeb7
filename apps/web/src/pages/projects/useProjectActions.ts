// The projects page's writes, applied to the cached list at once (optimistic) and put back if
// the server refuses; every write ends by refetching the list.
import type { CreateProjectBody, ProjectSummary, UpdateProjectMetadataBody } from '@nodeloom/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { lastProjectId } from '../../base/browserStorage.js';
import { removeRecentProject, renameRecentProject } from '../../base/recent-projects.js';
import { projectUrl } from '../../base/routeRules.js';
import {
  createProject,
  deleteProject,
  projectsQuery,
  updateProjectMetadata,
} from '../../services/projects.js';

type ProjectList = ProjectSummary[];

/** What a metadata change does to the cached summary, before the server answers. */
export function applyMetadata(
  project: ProjectSummary,
  body: UpdateProjectMetadataBody,
  now: Date = new Date(),
): ProjectSummary {
  const { archived, ...fields } = body;
  return {
    ...project,
    ...fields,
    ...(archived === undefined ? {} : { archivedAt: archived ? now.toISOString() : null }),
    modifiedAt: now.toISOString(),
  };
}

function useOptimisticList() {
  const queryClient = useQueryClient();
  const key = projectsQuery.queryKey;
  return {
    /** Changes the cached list and returns how to undo it. */
    async change(update: (list: ProjectList) => ProjectList) {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData(key);
      if (before) queryClient.setQueryData(key, update(before));
      return () => queryClient.setQueryData(key, before);
    },
    refetch: () => queryClient.invalidateQueries({ queryKey: key }),
  };
}

export function useCreateProject() {
  const list = useOptimisticList();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (body: CreateProjectBody) => createProject(body),
    onSuccess: async ({ graph: _graph, ...created }) => {
      await list.change((projects) => [created, ...projects.filter((p) => p.id !== created.id)]);
      navigate(projectUrl({ id: created.id }));
    },
    onSettled: list.refetch,
  });
}

export interface MetadataChange {
  id: string;
  body: UpdateProjectMetadataBody;
}

/** Rename, favourite, archive (archived: true) and restore (archived: false). */
export function useUpdateProject() {
  const list = useOptimisticList();
  return useMutation({
    mutationFn: ({ id, body }: MetadataChange) => updateProjectMetadata(id, body),
    onMutate: ({ id, body }) =>
      list.change((projects) => projects.map((p) => (p.id === id ? applyMetadata(p, body) : p))),
    onError: (_error, _change, undo) => undo?.(),
    onSuccess: (_saved, { id, body }) => {
      if (body.name !== undefined) renameRecentProject(id, body.name);
    },
    onSettled: list.refetch,
  });
}

export function useDeleteProject() {
  const list = useOptimisticList();
  return useMutation({
    mutationFn: (id: string) => deleteProject(id),
    onMutate: (id) => list.change((projects) => projects.filter((p) => p.id !== id)),
    onError: (_error, _id, undo) => undo?.(),
    onSuccess: (_done, id) => {
      removeRecentProject(id);
      if (lastProjectId.get() === id) lastProjectId.set(null);
    },
    onSettled: list.refetch,
  });
}
