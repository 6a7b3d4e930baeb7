import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { projectsQuery } from '../../services/projects.js';
import { useSession } from '../../state/session.js';
import { useWorkspace, workspaceStore } from '../../state/workspace.js';

/**
 * The project browser (spec 1 §2): the user's projects beside the canvas, one click to open
 * another. Shown by default, hidden when a project opens (§4 step 9); "Show or hide the project
 * browser" brings it back. Embedded and signed-out views have none.
 */
export function ProjectBrowser({ openProjectId }: { openProjectId: string }) {
  const shown = useWorkspace((s) => s.projectBrowserOpen && !s.embedded);
  const signedIn = useSession((s) => s.user !== null);
  const projects = useQuery({ ...projectsQuery, enabled: shown && signedIn });
  if (!shown || !signedIn) return null;
  return (
    <aside className="project-browser" aria-label="Project browser">
      <div className="project-browser-head">
        <h2>Projects</h2>
        <button
          type="button"
          className="button button-small"
          onClick={() => workspaceStore.getState().setProjectBrowserOpen(false)}
        >
          Hide
        </button>
      </div>
      {projects.isPending ? (
        <p className="muted" role="status">
          Loading projects…
        </p>
      ) : projects.isError ? (
        <p className="form-error" role="alert">
          Could not load your projects.
        </p>
      ) : projects.data.length === 0 ? (
        <p className="muted">No projects of yours yet.</p>
      ) : (
        <ul className="project-browser-list">
          {projects.data.map((project) => (
            <li key={project.id}>
              <Link
                to={`/project?id=${project.id}`}
                aria-current={project.id === openProjectId ? 'page' : undefined}
              >
                {project.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Link className="project-browser-all" to="/projects">
        All projects…
      </Link>
    </aside>
  );
}
