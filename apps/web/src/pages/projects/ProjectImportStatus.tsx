import type { ImportStatus } from './useProjectImport.js';

/** What became of a dropped project file: importing, imported as …, or why not. */
export function ProjectImportStatus({ status, onClear }: { status: ImportStatus; onClear(): void }) {
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
  return (
    <p className="muted project-import-status" role="status">
      {status.kind === 'pending'
        ? `Importing ${status.fileName}…`
        : `Imported ${status.fileName} as the project “${status.name}”.`}
    </p>
  );
}
