import { useStore } from 'zustand';
import { uploadQueue } from '../../assets/app-uploads.js';
import type { UploadRow } from '../../assets/upload-queue.js';

const STATUS_TEXT: Record<UploadRow['status'], string> = {
  preparing: 'Preparing…',
  uploading: 'Uploading',
  done: 'Uploaded',
  failed: 'Failed',
};

/**
 * The files being uploaded, each with its progress bar; failures say why (the console log has them
 * too). With `only`, just the uploads of those file ids (the asset editor's replacements).
 */
export function UploadList({ only }: { only?: readonly string[] }) {
  const all = useStore(uploadQueue, (s) => s.rows);
  const rows = only ? all.filter((row) => only.includes(row.fileId)) : all;
  if (rows.length === 0) return null;
  const finished = rows.some((row) => row.status === 'done' || row.status === 'failed');
  return (
    <section className="asset-uploads" aria-label="Uploads">
      <ul className="lib-list">
        {rows.map((row) => {
          const percent = Math.round(row.progress * 100);
          return (
            <li key={row.fileId} className="asset-upload" data-status={row.status}>
              <span className="asset-upload-name" title={row.name}>
                {row.name}
              </span>
              <div
                className="asset-progress"
                role="progressbar"
                aria-label={`Upload of ${row.name}`}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
              >
                <div className="asset-progress-fill" style={{ width: `${percent}%` }} />
              </div>
              <span className="asset-upload-status" title={row.error}>
                {row.status === 'uploading' ? `${percent} %` : STATUS_TEXT[row.status]}
                {row.error ? `: ${row.error}` : ''}
              </span>
            </li>
          );
        })}
      </ul>
      {finished ? (
        <button
          type="button"
          className="button button-small button-ghost"
          onClick={() => uploadQueue.getState().clearFinished()}
        >
          Clear finished
        </button>
      ) : null}
    </section>
  );
}
