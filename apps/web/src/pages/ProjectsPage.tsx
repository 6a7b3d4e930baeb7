import { Link } from 'react-router';
import { AppHeader } from '../app/AppHeader.js';
import { useProjects } from '../app/guards.js';
import { projectUrl } from '../app/routeRules.js';

/** /projects: the user's projects as a plain list (the project browser comes with the workspace). */
export default function ProjectsPage() {
  const projects = useProjects(true);
  return (
    <div className="page">
      <AppHeader />
      <main className="content">
        <h1>Projects</h1>
        {projects.isPending ? <p className="muted">Loading projects…</p> : null}
        {projects.isError ? <p className="form-error">Projects could not be loaded.</p> : null}
        {projects.data?.length === 0 ? (
          <div className="empty card">
            <p>No projects yet.</p>
            <p className="muted">Projects you create or that are shared with you appear here.</p>
          </div>
        ) : null}
        {projects.data?.length ? (
          <ul className="project-list">
            {projects.data.map((project) => (
              <li key={project.id}>
                <Link className="card project-item" to={projectUrl({ id: project.id })}>
                  <span className="project-name">{project.name ?? 'Untitled project'}</span>
                  <code className="muted">{project.id}</code>
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </main>
    </div>
  );
}
