import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { ProjectImportStatus } from '../project-files/ProjectImportStatus.js';
import { useProjectImport } from '../project-files/useProjectImport.js';
import { loadNodeLibrary } from '../services/node-library.js';
import { prefetchWhenIdle } from '../services/prefetch.js';
import { officialDemosQuery, projectsQuery, teamsQuery } from '../services/projects.js';
import { ConfirmFor } from '../ui/ConfirmDialog.js';
import { PlusIcon } from '../ui/icons.js';
import { AppHeader } from './AppHeader.js';
import { loadWorkspacePage } from './load-workspace-page.js';
import { ConfirmationNotice } from './projects/ConfirmationNotice.js';
import { CreateProjectDialog } from './projects/CreateProjectDialog.js';
import type { CardAction } from './projects/ProjectCard.js';
import { ProjectGridSkeleton, ProjectSection } from './projects/ProjectSection.js';
import { ProjectsToolbar } from './projects/ProjectsToolbar.js';
import {
  buildSections,
  type ProjectEntry,
  type ProjectsView,
  type SortKey,
} from './projects/projectSections.js';
import { RenameProjectDialog } from './projects/RenameProjectDialog.js';
import { LoadFailed, NoArchivedProjects, NoMatch, NoProjectsYet } from './projects/StateCards.js';
import { useDeleteProject, useUpdateProject } from './projects/useProjectActions.js';
import { useRecentProjects } from './projects/useRecentProjects.js';

/** Sections hidden while they have nothing to show; "My projects" always shows (its empty state invites). */
const HIDDEN_WHEN_EMPTY = new Set(['recent', 'favourites', 'team', 'shared', 'demos']);

/** /projects (spec 1 §2, §3): the user's, team, shared and demo projects, created and managed here. */
export default function ProjectsPage() {
  const projects = useQuery(projectsQuery);
  const demos = useQuery(officialDemosQuery);
  const teams = useQuery(teamsQuery);
  const recent = useRecentProjects();
  const update = useUpdateProject();
  const remove = useDeleteProject();
  // a project opens from here: its code is fetched at the first idle moment, as the list shows
  useEffect(() => prefetchWhenIdle([loadWorkspacePage, loadNodeLibrary], 0), []);
  const imports = useProjectImport();

  const [filter, setFilter] = useState('');
  const [sort, setSort] = useState<SortKey>('modified');
  const [view, setView] = useState<ProjectsView>('active');
  const [creating, setCreating] = useState(false);
  const [renaming, setRenaming] = useState<ProjectEntry | null>(null);
  const [deleting, setDeleting] = useState<ProjectEntry | null>(null);

  const sections = useMemo(
    () =>
      buildSections({
        projects: projects.data ?? [],
        demos: demos.data ?? [],
        teams: teams.data ?? [],
        recent,
        filter,
        sort,
        view,
      }),
    [projects.data, demos.data, teams.data, recent, filter, sort, view],
  );

  function act(entry: ProjectEntry, action: CardAction) {
    if (action === 'rename') setRenaming(entry);
    else if (action === 'delete') setDeleting(entry);
    else if (action === 'favourite') update.mutate({ id: entry.id, body: { favourite: !entry.favourite } });
    else update.mutate({ id: entry.id, body: { archived: action === 'archive' } });
  }

  const filtering = filter.trim() !== '';
  const shown = sections.filter(
    (section) => section.entries.length > 0 || (!filtering && !HIDDEN_WHEN_EMPTY.has(section.id)),
  );

  return (
    <div className="page">
      <AppHeader />
      <main
        className={`content projects-page${imports.dragging ? ' projects-page-dropping' : ''}`}
        {...imports.dropTarget}
      >
        <div className="page-heading">
          <div>
            <h1>Projects</h1>
            <p className="muted">
              Build, evaluate and publish with node graphs. Drop a project file (.json) or event log (.jsonl)
              here to import it.
            </p>
          </div>
          <div className="page-heading-actions">
            <label className="button">
              Import project…
              <input
                type="file"
                accept=".json,.jsonl,.ndjson,application/json"
                className="visually-hidden"
                onChange={(event) => {
                  imports.importFiles(event.currentTarget.files);
                  event.currentTarget.value = '';
                }}
              />
            </label>
            <button type="button" className="button button-primary" onClick={() => setCreating(true)}>
              <PlusIcon />
              New project
            </button>
          </div>
        </div>
        <ConfirmationNotice />
        <ProjectImportStatus status={imports.status} onClear={imports.clear} />
        <ProjectsToolbar
          filter={filter}
          onFilterChange={setFilter}
          sort={sort}
          onSortChange={setSort}
          view={view}
          onViewChange={setView}
        />
        {projects.isPending ? <ProjectGridSkeleton /> : null}
        {projects.isError ? (
          <LoadFailed message={projects.error.message} onRetry={() => void projects.refetch()} />
        ) : null}
        {projects.isSuccess && filtering && shown.length === 0 ? (
          <NoMatch filter={filter.trim()} onClear={() => setFilter('')} />
        ) : null}
        {projects.isSuccess
          ? shown.map((section) => (
              <ProjectSection
                key={section.id}
                section={section}
                onAction={act}
                empty={
                  section.id === 'archived' ? (
                    <NoArchivedProjects />
                  ) : (
                    <NoProjectsYet onCreate={() => setCreating(true)} />
                  )
                }
              />
            ))
          : null}
      </main>
      <CreateProjectDialog open={creating} onOpenChange={setCreating} />
      <RenameProjectDialog
        project={renaming}
        onClose={() => setRenaming(null)}
        onRename={(name) => renaming && update.mutate({ id: renaming.id, body: { name } })}
      />
      <ConfirmFor
        item={deleting}
        onDismiss={() => setDeleting(null)}
        title="Delete project?"
        description={(project) => (
          <>
            <strong>{project.name}</strong> will be deleted with its graph, snapshots and share links. This
            cannot be undone.
          </>
        )}
        confirmLabel="Delete project"
        danger
        onConfirm={(project) => remove.mutate(project.id)}
      />
    </div>
  );
}
