import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formsQuery } from '../../services/forms.js';
import { ListStates } from '../../ui/list-states.js';
import type { DialogProps } from '../dialog-descriptor.js';
import { FormEditor } from './FormEditor.js';
import { FormReplies } from './FormReplies.js';
import './forms.css';

type Tab = 'fields' | 'replies';

/**
 * The forms editor (spec 1 §2, §7 Forms): the user's forms; per form its field schema and its
 * replies (a reply's detail, read or unread, and the CSV export).
 */
export default function FormsDialog({ ctx }: DialogProps) {
  const forms = useQuery(formsQuery);
  /** a form id, 'new' for one being written, or null before a choice */
  const [selected, setSelected] = useState<string | null>(null);
  const [tab, setTab] = useState<Tab>('fields');
  const current = selected === 'new' ? null : (forms.data?.find((f) => f.id === selected) ?? forms.data?.[0]);
  const showing = selected === 'new' ? 'new' : current?.id;

  return (
    <div className="forms-dialog">
      <nav className="forms-side" aria-label="Forms">
        <button
          type="button"
          className="button button-primary"
          onClick={() => {
            setSelected('new');
            setTab('fields');
          }}
        >
          New form
        </button>
        <ListStates query={forms} noun="forms" empty="No forms yet.">
          {(list) => (
            <ul className="forms-list">
              {list.map((form) => (
                <li key={form.id}>
                  <button
                    type="button"
                    className={`forms-item${showing === form.id ? ' forms-item-active' : ''}`}
                    aria-current={showing === form.id ? 'true' : undefined}
                    onClick={() => setSelected(form.id)}
                  >
                    <span className="forms-item-name">{form.name}</span>
                    <span className="muted forms-item-meta">
                      {form.fields.length} {form.fields.length === 1 ? 'field' : 'fields'}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </ListStates>
      </nav>
      <section className="forms-main" aria-label={showing === 'new' ? 'New form' : (current?.name ?? 'Form')}>
        {showing === undefined ? (
          forms.isSuccess ? (
            <p className="muted forms-empty">Create a form to collect replies from a published site.</p>
          ) : null
        ) : (
          <>
            {current && showing !== 'new' ? (
              <div className="forms-tabs" role="tablist" aria-label="Form views">
                {(['fields', 'replies'] as const).map((t) => (
                  <button
                    key={t}
                    type="button"
                    role="tab"
                    aria-selected={tab === t}
                    className={`forms-tab${tab === t ? ' forms-tab-active' : ''}`}
                    onClick={() => setTab(t)}
                  >
                    {t === 'fields' ? 'Fields' : 'Replies'}
                  </button>
                ))}
              </div>
            ) : null}
            {tab === 'replies' && current && showing !== 'new' ? (
              <FormReplies key={current.id} form={current} ctx={ctx} />
            ) : (
              <FormEditor
                key={showing}
                form={showing === 'new' ? null : (current ?? null)}
                ctx={ctx}
                onSaved={(id) => setSelected(id)}
              />
            )}
          </>
        )}
      </section>
    </div>
  );
}
