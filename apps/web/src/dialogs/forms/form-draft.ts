import { createFormBodySchema, type FormField } from '@nodeloom/api';

/** A field as the editor holds it: select options as the text the user types, one per line. */
export interface FieldDraft {
  key: number;
  name: string;
  type: FormField['type'];
  required: boolean;
  options: string;
}

export interface FormDraft {
  name: string;
  fields: FieldDraft[];
}

let nextKey = 1;

export function newField(index: number): FieldDraft {
  return { key: nextKey++, name: `field${index + 1}`, type: 'text', required: false, options: '' };
}

export function draftOf(form: { name: string; fields: readonly FormField[] } | null): FormDraft {
  if (!form) return { name: 'New form', fields: [newField(0)] };
  return {
    name: form.name,
    fields: form.fields.map((f) => ({
      key: nextKey++,
      name: f.name,
      type: f.type,
      required: f.required,
      options: (f.options ?? []).join('\n'),
    })),
  };
}

/**
 * The draft as the server's body, checked with the server's own schema; a bad draft gives the
 * first problem in words ('Field 2 name: must be 1-64 letters…').
 */
export function parseDraft(
  draft: FormDraft,
): { ok: true; body: { name: string; fields: FormField[] } } | { ok: false; problem: string } {
  const result = createFormBodySchema.safeParse({
    name: draft.name,
    fields: draft.fields.map((f) => ({
      name: f.name.trim(),
      type: f.type,
      required: f.required,
      ...(f.type === 'select'
        ? {
            options: f.options
              .split('\n')
              .map((o) => o.trim())
              .filter(Boolean),
          }
        : {}),
    })),
  });
  if (result.success) return { ok: true, body: result.data };
  const issue = result.error.issues[0]!;
  return { ok: false, problem: `${where(issue.path)}: ${issue.message}` };
}

function where(path: readonly PropertyKey[]): string {
  if (path[0] === 'name') return 'Form name';
  if (path[0] === 'fields' && typeof path[1] === 'number') {
    return `Field ${path[1] + 1}${path[2] ? ` ${String(path[2])}` : ''}`;
  }
  return 'Fields';
}
