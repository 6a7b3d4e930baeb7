import { HttpError, NAME_MAX_LENGTH } from '@nodeloom/api';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { officialDemosQuery, projectsQuery } from '../../services/projects.js';
import { Field } from '../../ui/Field.js';
import type { DialogProps } from '../dialog-descriptor.js';
import './save-project.css';
import { FormButtons, FormProblem } from '../../ui/FormEnd.js';

type Saved = { id: string; name: string };

/** The shown project's name when the user's list or the demos know it (a shared project may not). */
function useShownName(projectId: string): string | undefined {
  const own = useQuery(projectsQuery);
  const demos = useQuery(officialDemosQuery);
  return [...(own.data ?? []), ...(demos.data ?? [])].find((p) => p.id === projectId)?.name;
}

/**
 * Save project (spec 1 §2): the graph as shown — the playground, a demo, a project shared with the
 * user, a snapshot or their own — becomes a new project of the user's, then they may open it. The
 * shown project stays as it is.
 */
export default function SaveProjectDialog({ ctx, close }: DialogProps) {
  const { editor } = ctx;
  const queryClient = useQueryClient();
  const shownName = useShownName(editor.projectId);
  const [name, setName] = useState<string | undefined>(undefined);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState<Saved | null>(null);
  const value = name ?? (shownName ? `${shownName} (copy)` : '');
  const trimmed = value.trim();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed) return setProblem('Give the new project a name.');
    setBusy(true);
    try {
      const { createProjectWithGraph } = await import('../../project-files/import-project.js');
      const created = await createProjectWithGraph(trimmed, editor.graph.toGraph(), trimmed);
      await queryClient.invalidateQueries({ queryKey: projectsQuery.queryKey });
      setSaved({ id: created.id, name: created.name });
    } catch (error) {
      setProblem(error instanceof HttpError ? error.serverMessage : (error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  if (saved) {
    return (
      <>
        <p role="status">Saved as your project “{saved.name}”.</p>
        <div className="modal-actions">
          <button type="button" className="button" onClick={close}>
            Stay here
          </button>
          <Link className="button button-primary" to={`/project?id=${saved.id}`} onClick={close}>
            Open it
          </Link>
        </div>
      </>
    );
  }
  return (
    <form className="save-project-form" onSubmit={(event) => void submit(event)}>
      <p className="muted">
        A copy of the graph as it is now becomes a new project of yours. This one stays as it is.
      </p>
      <Field
        label="New project's name"
        value={value}
        autoFocus
        maxLength={NAME_MAX_LENGTH}
        aria-invalid={problem ? true : undefined}
        onChange={(event) => {
          setName(event.target.value);
          setProblem(null);
        }}
      />
      <FormProblem message={problem} />
      <FormButtons
        leaveLabel="Cancel"
        onLeave={close}
        submitLabel={busy ? 'Saving…' : 'Save'}
        disabled={busy}
      />
    </form>
  );
}
