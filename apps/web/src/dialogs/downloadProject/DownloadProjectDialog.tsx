import { useQuery } from '@tanstack/react-query';
import { downloadText } from '../../project-files/download.js';
import { eventLogText, fileBaseName, projectFileText } from '../../project-files/project-file-text.js';
import { projectsQuery } from '../../services/projects.js';
import type { DialogProps } from '../dialog-descriptor.js';

/**
 * Projects as files: the open graph as a project file (.json) or an event log (.jsonl), the formats
 * of docs/file-formats.md, which `nodeloom eval/test/build` read and the projects page imports.
 */
export default function DownloadProjectDialog({ ctx, close }: DialogProps) {
  const { editor } = ctx;
  const projects = useQuery(projectsQuery);
  const name = projects.data?.find((p) => p.id === editor.projectId)?.name ?? 'project';
  const base = fileBaseName(name);
  return (
    <>
      <p className="muted">
        The graph as it is now, to keep, to import again on the projects page, or to run with the command
        line: <code>nodeloom eval {base}.json --path /hex/…</code>.
      </p>
      <div className="modal-actions">
        <button
          type="button"
          className="button"
          onClick={() => downloadText(`${base}.jsonl`, eventLogText(editor.graph), 'application/x-ndjson')}
        >
          Event log (.jsonl)
        </button>
        <button
          type="button"
          className="button button-primary"
          onClick={() =>
            downloadText(`${base}.json`, projectFileText(name, editor.graph), 'application/json')
          }
        >
          Project file (.json)
        </button>
        <button type="button" className="button" onClick={close}>
          Close
        </button>
      </div>
    </>
  );
}
