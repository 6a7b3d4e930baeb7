import { CATEGORY_MAX_LENGTH, NAME_MAX_LENGTH, type ProjectStartContext } from '@nodeloom/api';
import { type FormEvent, useId, useState } from 'react';
import { Field } from '../../ui/Field.js';
import { Modal } from '../../ui/Modal.js';
import { useCreateProject } from './useProjectActions.js';

/** The three root contexts a project can start in (spec 1 §1), as the dialog offers them. */
export const START_CONTEXTS: ReadonlyArray<{ value: ProjectStartContext; label: string; hint: string }> = [
  { value: 'hex', label: 'Markup', hint: 'Pages and UI' },
  { value: 'tex', label: 'Task', hint: 'Jobs and scripts' },
  { value: 'fex', label: 'Function', hint: 'Reusable logic' },
];

export interface CreateProjectDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** New project: name, category and the root context to start in; on success the project opens. */
export function CreateProjectDialog({ open, onOpenChange }: CreateProjectDialogProps) {
  const [name, setName] = useState('');
  const [category, setCategory] = useState('');
  const [context, setContext] = useState<ProjectStartContext>('hex');
  const create = useCreateProject();
  const contextName = useId();

  function changeOpen(next: boolean) {
    onOpenChange(next);
    if (!next) {
      setName('');
      setCategory('');
      setContext('hex');
      create.reset();
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    create.mutate({
      name: name.trim() || undefined,
      category: category.trim() || undefined,
      metadata: { context },
    });
  }

  return (
    <Modal open={open} onOpenChange={changeOpen} title="New project">
      <form className="stack" onSubmit={submit}>
        <Field
          label="Name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          placeholder="Untitled project"
          maxLength={NAME_MAX_LENGTH}
          autoFocus
        />
        <Field
          label="Category"
          value={category}
          onChange={(event) => setCategory(event.target.value)}
          placeholder="e.g. Website, Automation"
          maxLength={CATEGORY_MAX_LENGTH}
        />
        <fieldset className="field segmented-field">
          <legend>Start in</legend>
          <div className="segmented segmented-large">
            {START_CONTEXTS.map((option) => (
              <label key={option.value} className="segmented-option">
                <input
                  type="radio"
                  name={contextName}
                  value={option.value}
                  checked={context === option.value}
                  onChange={() => setContext(option.value)}
                />
                <span className="segmented-label">{option.label}</span>
                <span className="segmented-hint">{option.hint}</span>
              </label>
            ))}
          </div>
        </fieldset>
        {create.isError ? (
          <p className="form-error" role="alert">
            The project could not be created: {create.error.message}
          </p>
        ) : null}
        <div className="modal-actions">
          <button type="button" className="button" onClick={() => changeOpen(false)}>
            Cancel
          </button>
          <button type="submit" className="button button-primary" disabled={create.isPending}>
            {create.isPending ? 'Creating…' : 'Create project'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
