import type { FormField, FormReplyValue } from '@nodeloom/api';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { type FormReplyRow, type FormRow, formReplies, forms } from '../../db/schema/index.js';
import { NotFoundError } from '../../http/errors.js';
import { findOwned, insertOwned, listOwned, updateOwned } from '../../permissions/owned-rows.js';
import { FORM_NOT_FOUND, FORM_REPLY_NOT_FOUND } from './policy.js';

export function presentForm(row: FormRow) {
  return {
    id: row.id,
    name: row.name,
    fields: row.fields as FormField[],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentReply(row: FormReplyRow) {
  return {
    id: row.id,
    formId: row.formId,
    values: row.values as Record<string, FormReplyValue>,
    origin: row.origin,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export const listForms = (db: Database, userId: string): Promise<FormRow[]> => listOwned(db, forms, userId);

export const createForm = (db: Database, userId: string, body: { name: string; fields: FormField[] }) =>
  insertOwned(db, forms, userId, body);

export const findForm = (db: Database, userId: string, id: string) =>
  findOwned(db, forms, id, userId, FORM_NOT_FOUND);

export const updateForm = (
  db: Database,
  userId: string,
  id: string,
  changes: { name?: string; fields?: FormField[] },
) => updateOwned(db, forms, id, userId, { ...changes, updatedAt: new Date() }, FORM_NOT_FOUND);

/** Any form by id (the public reply route has no owner to check). */
export async function findPublicForm(db: Database, id: string): Promise<FormRow> {
  const [row] = await db.select().from(forms).where(eq(forms.id, id)).limit(1);
  if (!row) throw new NotFoundError(FORM_NOT_FOUND);
  return row;
}

export async function createReply(
  db: Database,
  formId: string,
  values: Record<string, FormReplyValue>,
  origin: string | null,
) {
  const [row] = await db.insert(formReplies).values({ formId, values, origin }).returning();
  return row!;
}

export async function listReplies(db: Database, userId: string, formId: string) {
  await findForm(db, userId, formId);
  return db
    .select()
    .from(formReplies)
    .where(eq(formReplies.formId, formId))
    .orderBy(asc(formReplies.createdAt), asc(formReplies.id));
}

export async function findReply(db: Database, userId: string, formId: string, replyId: string) {
  await findForm(db, userId, formId);
  const [row] = await db
    .select()
    .from(formReplies)
    .where(and(eq(formReplies.id, replyId), eq(formReplies.formId, formId)))
    .limit(1);
  if (!row) throw new NotFoundError(FORM_REPLY_NOT_FOUND);
  return row;
}

export async function markReply(
  db: Database,
  userId: string,
  formId: string,
  replyId: string,
  read: boolean,
) {
  await findReply(db, userId, formId, replyId);
  const [row] = await db
    .update(formReplies)
    .set({ readAt: read ? new Date() : null })
    .where(eq(formReplies.id, replyId))
    .returning();
  return row!;
}
