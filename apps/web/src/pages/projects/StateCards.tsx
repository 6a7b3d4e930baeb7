// The page's non-list states: nothing yet, nothing archived, no match, and a failed load.
import { GraphIcon, PlusIcon } from '../../ui/icons.js';

export function NoProjectsYet({ onCreate }: { onCreate(): void }) {
  return (
    <div className="state-card card">
      <span className="state-icon" aria-hidden="true">
        <GraphIcon size={28} />
      </span>
      <h2>Start your first project</h2>
      <p className="muted">
        Create a project to build with nodes, or open one of the official demos to explore.
      </p>
      <button type="button" className="button button-primary" onClick={onCreate}>
        <PlusIcon />
        Create a project
      </button>
    </div>
  );
}

export function NoArchivedProjects() {
  return (
    <div className="state-card card">
      <h2>No archived projects</h2>
      <p className="muted">Projects you archive move here; restore them at any time.</p>
    </div>
  );
}

export function NoMatch({ filter, onClear }: { filter: string; onClear(): void }) {
  return (
    <div className="state-card card">
      <h2>No projects match “{filter}”</h2>
      <p className="muted">Try another name, or clear the filter to see every project.</p>
      <button type="button" className="button" onClick={onClear}>
        Clear filter
      </button>
    </div>
  );
}

export function LoadFailed({ message, onRetry }: { message: string; onRetry(): void }) {
  return (
    <div className="state-card card" role="alert">
      <h2>Projects could not be loaded</h2>
      <p className="muted">{message}</p>
      <button type="button" className="button" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
