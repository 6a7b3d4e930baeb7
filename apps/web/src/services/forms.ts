// Forms and their replies (spec 1 §7 Forms) through the typed route table, and their CSV export.
import {
  type FormField,
  type FormReplyValue,
  type formReplySchema,
  type formSchema,
  routes,
} from '@nodeloom/api';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from './api.js';
import { toCsv } from './csv.js';

export type Form = z.infer<typeof formSchema>;
export type FormReply = z.infer<typeof formReplySchema>;
export type { FormField, FormReplyValue };

export const formKeys = {
  list: ['forms'] as const,
  replies: (formId: string) => ['forms', formId, 'replies'] as const,
};

export const formsQuery = queryOptions({
  queryKey: formKeys.list,
  queryFn: ({ signal }) =>
    api
      .call(routes.forms.list, {}, { signal })
      .then((list) => [...list].sort((a, b) => a.name.localeCompare(b.name))),
});

/** A form's replies, newest first. */
export const formRepliesQuery = (formId: string) =>
  queryOptions({
    queryKey: formKeys.replies(formId),
    queryFn: ({ signal }) =>
      api
        .call(routes.forms.listReplies, { params: { id: formId } }, { signal })
        .then((list) => [...list].sort((a, b) => b.createdAt.localeCompare(a.createdAt))),
  });

export function createForm(name: string, fields: FormField[]): Promise<Form> {
  return api.call(routes.forms.create, { body: { name, fields } });
}

export function updateForm(id: string, body: { name?: string; fields?: FormField[] }): Promise<Form> {
  return api.call(routes.forms.update, { params: { id }, body });
}

export function markReply(formId: string, replyId: string, read: boolean): Promise<FormReply> {
  return api.call(routes.forms.updateReply, { params: { id: formId, replyId }, body: { read } });
}

export function replyValueText(value: FormReplyValue | undefined): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return String(value);
}

/** The replies as CSV: received date, then one column per field in the form's order. */
export function repliesToCsv(form: Pick<Form, 'fields'>, replies: readonly FormReply[]): string {
  const header = ['receivedAt', ...form.fields.map((f) => f.name)];
  const rows = replies.map((reply) => [
    reply.createdAt,
    ...form.fields.map((f) => replyValueText(reply.values[f.name])),
  ]);
  return toCsv([header, ...rows]);
}
