import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  type Form,
  type FormReply,
  formKeys,
  formRepliesQuery,
  markReply,
  repliesToCsv,
  replyValueText,
} from '../../services/forms.js';
import { failureToast, QueryWaiting } from '../../ui/list-states.js';
import type { DialogContext } from '../dialog-descriptor.js';
import { downloadText } from './download.js';

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A form's replies, newest first: the list, one reply's detail (opening it marks it read), and the CSV export. */
export function FormReplies({ form, ctx }: { form: Form; ctx: DialogContext }) {
  const queries = useQueryClient();
  const replies = useQuery(formRepliesQuery(form.id));
  const [openId, setOpenId] = useState<string | null>(null);
  const open = replies.data?.find((r) => r.id === openId) ?? null;
  const mark = useMutation({
    mutationFn: ({ reply, read }: { reply: FormReply; read: boolean }) => markReply(form.id, reply.id, read),
    onSuccess: (updated) =>
      queries.setQueryData(formKeys.replies(form.id), (list: FormReply[] | undefined) =>
        list?.map((r) => (r.id === updated.id ? updated : r)),
      ),
    onError: (error) => ctx.notify(failureToast('The reply was not updated')(error)),
  });
  const show = (reply: FormReply) => {
    setOpenId(reply.id);
    if (!reply.readAt) mark.mutate({ reply, read: true });
  };
  const preview = form.fields.slice(0, 2);

  if (!replies.isSuccess) return <QueryWaiting query={replies} noun="replies" />;
  return (
    <div className="form-replies">
      <div className="row">
        <span className="muted">
          {replies.data.length} {replies.data.length === 1 ? 'reply' : 'replies'}
        </span>
        <span className="forms-spacer" />
        <button
          type="button"
          className="button"
          disabled={replies.data.length === 0}
          onClick={() =>
            downloadText(`${form.name}-replies.csv`, 'text/csv', repliesToCsv(form, replies.data))
          }
        >
          Export CSV
        </button>
      </div>
      {replies.data.length === 0 ? (
        <p className="muted forms-empty">No replies yet. A published site's form posts them here.</p>
      ) : (
        <div className="form-replies-split">
          <ul className="form-replies-list" aria-label="Replies">
            {replies.data.map((reply) => (
              <li key={reply.id}>
                <button
                  type="button"
                  className={`forms-item${reply.id === openId ? ' forms-item-active' : ''}`}
                  aria-current={reply.id === openId ? 'true' : undefined}
                  onClick={() => show(reply)}
                >
                  <span className="forms-item-name">
                    {reply.readAt ? null : (
                      <span className="form-unread" title="Unread" aria-label="Unread" />
                    )}
                    {preview
                      .map((f) => replyValueText(reply.values[f.name]))
                      .filter(Boolean)
                      .join(' · ') || '(empty)'}
                  </span>
                  <span className="muted forms-item-meta">{when(reply.createdAt)}</span>
                </button>
              </li>
            ))}
          </ul>
          {open ? (
            <section className="form-reply-detail" aria-label="Reply">
              <dl>
                {form.fields.map((f) => (
                  <div key={f.name} className="form-reply-value">
                    <dt>{f.name}</dt>
                    <dd>{replyValueText(open.values[f.name]) || <span className="muted">(empty)</span>}</dd>
                  </div>
                ))}
              </dl>
              <p className="muted">
                Received {when(open.createdAt)}
                {open.origin ? ` from ${open.origin}` : ''}
              </p>
              <button
                type="button"
                className="button button-small"
                onClick={() => mark.mutate({ reply: open, read: !open.readAt })}
              >
                {open.readAt ? 'Mark unread' : 'Mark read'}
              </button>
            </section>
          ) : (
            <p className="muted form-reply-detail">Select a reply to see all its values.</p>
          )}
        </div>
      )}
    </div>
  );
}
