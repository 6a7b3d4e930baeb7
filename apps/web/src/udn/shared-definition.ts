import { ok, type Result, refusal, refused } from '../base/errors.js';

/**
 * A version group's shared definition (what every version of the group shares) as the edit group
 * dialog shows it: the fields a definition names (name, description, category) one by one, and
 * every other key the group holds as a JSON object, kept as it is.
 */
export interface SharedDefinitionFields {
  definitionName: string;
  description: string;
  category: string;
  /** the other keys, as JSON object text ('' for none) */
  other: string;
}

const NAMED = ['definitionName', 'description', 'category'] as const;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The form's fields of a stored shared definition (null: an empty form). */
export function toFields(shared: Record<string, unknown> | null): SharedDefinitionFields {
  const rest = { ...shared };
  for (const key of NAMED) if (typeof rest[key] === 'string') delete rest[key];
  return {
    definitionName: text(shared?.definitionName),
    description: text(shared?.description),
    category: text(shared?.category),
    other: Object.keys(rest).length > 0 ? JSON.stringify(rest, null, 2) : '',
  };
}

/**
 * The shared definition the form describes; empty fields are left out, and nothing at all is
 * null (the group shares nothing). Refused when the other keys are not a JSON object or repeat a
 * named field.
 */
export function fromFields(fields: SharedDefinitionFields): Result<Record<string, unknown> | null> {
  let other: Record<string, unknown> = {};
  if (fields.other.trim() !== '') {
    let value: unknown;
    try {
      value = JSON.parse(fields.other);
    } catch {
      return refused(refusal('udn.otherFieldsNotJson'));
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      return refused(refusal('udn.otherFieldsNotObject'));
    other = value as Record<string, unknown>;
    const repeated = NAMED.find((key) => key in other);
    if (repeated) return refused(refusal('udn.otherFieldsRepeat', repeated));
  }
  const shared: Record<string, unknown> = {};
  for (const key of NAMED) {
    const value = fields[key].trim();
    if (value !== '') shared[key] = value;
  }
  Object.assign(shared, other);
  return ok(Object.keys(shared).length > 0 ? shared : null);
}
