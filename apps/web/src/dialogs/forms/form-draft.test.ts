import { describe, expect, it } from 'vitest';
import { draftOf, newField, parseDraft } from './form-draft.js';

describe('parseDraft', () => {
  it('gives the server body, select options one per line', () => {
    const draft = draftOf(null);
    draft.name = 'Signup';
    draft.fields = [
      { ...newField(0), name: 'email', type: 'email', required: true },
      { ...newField(1), name: 'plan', type: 'select', options: 'Free\n Pro \n\n' },
    ];
    expect(parseDraft(draft)).toEqual({
      ok: true,
      body: {
        name: 'Signup',
        fields: [
          { name: 'email', type: 'email', required: true },
          { name: 'plan', type: 'select', required: false, options: ['Free', 'Pro'] },
        ],
      },
    });
  });

  it('names the field and the problem of a bad draft', () => {
    const draft = draftOf(null);
    draft.fields = [newField(0), { ...newField(1), name: '2nd' }];
    expect(parseDraft(draft)).toEqual({
      ok: false,
      problem: 'Field 2 name: must be 1-64 letters, digits, _ or -, starting with a letter',
    });
  });

  it('refuses a select without options and duplicate names', () => {
    const select = draftOf(null);
    select.fields = [{ ...newField(0), type: 'select' }];
    expect(parseDraft(select)).toMatchObject({
      ok: false,
      problem: expect.stringContaining('Field 1 options'),
    });
    const twice = draftOf(null);
    twice.fields = [
      { ...newField(0), name: 'a' },
      { ...newField(1), name: 'a' },
    ];
    expect(parseDraft(twice)).toMatchObject({ ok: false, problem: 'Fields: must have unique names' });
  });

  it('round-trips a saved form', () => {
    const form = {
      name: 'Contact',
      fields: [{ name: 'topic', type: 'select' as const, required: true, options: ['a', 'b'] }],
    };
    expect(parseDraft(draftOf(form))).toEqual({ ok: true, body: form });
  });
});
