import { HttpError } from '@nodeloom/api';
import { useQueryClient } from '@tanstack/react-query';
import { type DragEvent, useState } from 'react';
import { projectsQuery } from '../services/projects.js';

export type ImportStatus =
  | { kind: 'idle' }
  | { kind: 'pending'; fileName: string }
  | { kind: 'done'; fileName: string; name: string; projectId: string }
  | { kind: 'failed'; message: string };

const messageOf = (error: unknown) =>
  error instanceof HttpError ? error.serverMessage : error instanceof Error ? error.message : String(error);

/**
 * Projects as files: a project file or event log dropped on the projects page or on an open
 * project's canvas (or chosen with Import project…) becomes a new project of the user's. The reader and the node library load only
 * when a file comes. One file at a time; a bad file says why and changes nothing.
 */
export function useProjectImport() {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<ImportStatus>({ kind: 'idle' });
  const [dragging, setDragging] = useState(false);

  async function importFile(file: File) {
    setStatus({ kind: 'pending', fileName: file.name });
    try {
      const [{ readProjectFile }, { importProject }] = await Promise.all([
        import('./read-project-file.js'),
        import('./import-project.js'),
      ]);
      const read = readProjectFile(file.name, await file.text());
      const created = await importProject(file.name, read);
      await queryClient.invalidateQueries({ queryKey: projectsQuery.queryKey });
      setStatus({ kind: 'done', fileName: file.name, name: created.name, projectId: created.id });
    } catch (error) {
      setStatus({ kind: 'failed', message: messageOf(error) });
    }
  }

  function importFiles(files: FileList | null | undefined) {
    const [file, ...rest] = files ? [...files] : [];
    if (!file) return;
    if (rest.length > 0) {
      setStatus({ kind: 'failed', message: 'Drop one project file at a time.' });
      return;
    }
    void importFile(file);
  }

  const hasFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');
  const dropTarget = {
    onDragOver: (event: DragEvent) => {
      if (!hasFiles(event)) return;
      event.preventDefault();
      setDragging(true);
    },
    onDragLeave: () => setDragging(false),
    onDrop: (event: DragEvent) => {
      if (!hasFiles(event)) return;
      event.preventDefault();
      setDragging(false);
      importFiles(event.dataTransfer.files);
    },
  };
  return { status, dragging, importFiles, dropTarget, clear: () => setStatus({ kind: 'idle' }) };
}
