import type { ReactNode } from 'react';
import type { ImportStatus } from './useProjectImport.js';

/**
 * What became of a dropped project file: importing, imported as …, or why not. `openAction`
 * (the canvas's "Open it") follows the imported line.
 */
export function ProjectImportStatus({
  status,
  onClear,
  openAction,
}: {
  status: ImportStatus;
  onClear(): void;
  openAction?: (projectId: string) => ReactNode;
}) {
  if (status.kind === 'idle') return null;
  if (status.kind === 'failed') {
    return (
      <div className="form-error project-import-status" role="alert">
        <span>Cannot import: {status.message}</span>
        <button type="button" className="button button-small" onClick={onClear}>
          Dismiss
        </button>
      </div>
    );
  }
  if (status.kind === 'pending') {
    return (
      <p className="muted project-import-status" role="status">
        Importing {status.fileName}…
      </p>
    );
  }
  return (
    <div className="muted project-import-status" role="status">
      <span>
        Imported {status.fileName} as the project “{status.name}”.
      </span>
      {openAction?.(status.projectId)}
    </div>
  );
}
