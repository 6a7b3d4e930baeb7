import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ProjectImportStatus } from '../../../project-files/ProjectImportStatus.js';
import { useProjectImport } from '../../../project-files/useProjectImport.js';
import { useSession } from '../../../state/session.js';
import { useWorkspace } from '../../../state/workspace.js';

/**
 * A project file dropped on an open project's canvas becomes a new project of the user's, as on
 * the projects page (same reader, same checks), and the canvas offers to open it. The open
 * project itself never changes: a file's graph merged into it would reach every collaborator at
 * once and could not be told apart from the user's own edits. Signed-out and embedded views take
 * no drops.
 */
export function CanvasFileDrop({ children }: { children: ReactNode }) {
  const imports = useProjectImport();
  const signedIn = useSession((s) => s.user !== null);
  const embedded = useWorkspace((s) => s.embedded);
  if (!signedIn || embedded) return <>{children}</>;
  return (
    <div className="canvas-file-drop" data-dropping={imports.dragging || undefined} {...imports.dropTarget}>
      {children}
      <div className="canvas-file-drop-status">
        <ProjectImportStatus
          status={imports.status}
          onClear={imports.clear}
          openAction={(projectId) => (
            <span className="canvas-file-drop-actions">
              <Link className="button button-small button-primary" to={`/project?id=${projectId}`}>
                Open it
              </Link>
              <button type="button" className="button button-small" onClick={imports.clear}>
                Dismiss
              </button>
            </span>
          )}
        />
      </div>
    </div>
  );
}
