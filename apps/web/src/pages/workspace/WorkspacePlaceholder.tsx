import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { AppHeader } from '../../app/AppHeader.js';
import { lastProjectId } from '../../services/browserStorage.js';
import { workspaceStore } from '../../state/workspace.js';

export interface WorkspacePlaceholderProps {
  projectId: string | null;
  readOnly: boolean;
  /** Embedded views have no header and never become "the open project". */
  embedded?: boolean;
}

/** Stands in for the workspace until it lands: shows which project would be open. */
export function WorkspacePlaceholder({ projectId, readOnly, embedded = false }: WorkspacePlaceholderProps) {
  const navigate = useNavigate();

  useEffect(() => {
    if (embedded) {
      workspaceStore.getState().setEmbedded(true);
      return () => workspaceStore.getState().setEmbedded(false);
    }
    if (!projectId) return;
    // §4 open flow, steps 8 and 10: set the project and remember it as the last one.
    workspaceStore.getState().setOpenProject(projectId);
    lastProjectId.set(projectId);
  }, [projectId, embedded]);

  function closeProject() {
    workspaceStore.getState().setOpenProject(null);
    lastProjectId.set(null);
    navigate('/projects');
  }

  const body = (
    <main className="content workspace-placeholder">
      <div className="card">
        <p className="eyebrow">{embedded ? 'Embedded workspace' : 'Workspace'}</p>
        <h1>
          Project <code data-testid="project-id">{projectId ?? '—'}</code>
        </h1>
        {readOnly ? <p className="badge">Read-only</p> : null}
        <p className="muted">The graph editor opens here.</p>
        {embedded ? null : (
          <button type="button" className="button" onClick={closeProject}>
            Close project
          </button>
        )}
      </div>
    </main>
  );
  if (embedded) return <div className="page">{body}</div>;
  return (
    <div className="page">
      <AppHeader />
      {body}
    </div>
  );
}
