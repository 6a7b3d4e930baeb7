import { describe, expect, it } from 'vitest';
import { type FormReply, repliesToCsv } from './forms.js';

const reply = (values: FormReply['values'], createdAt: string): FormReply => ({
  id: 'r'.padEnd(24, '0'),
  formId: 'f'.padEnd(24, '0'),
  values,
  origin: null,
  readAt: null,
  createdAt,
});

describe('repliesToCsv', () => {
  it('writes the received date then each field in the form order, quoting as RFC 4180', () => {
    const form = {
      fields: [
        { name: 'name', type: 'text' as const, required: true },
        { name: 'note', type: 'text' as const, required: false },
        { name: 'agree', type: 'boolean' as const, required: false },
      ],
    };
    const csv = repliesToCsv(form, [
      reply({ note: 'says "hi", twice', name: 'Ada', agree: true }, '2026-01-02T03:04:05.000Z'),
      reply({ name: 'Bo', extra: 'ignored' }, '2026-01-01T00:00:00.000Z'),
    ]);
    expect(csv).toBe(
      'receivedAt,name,note,agree\r\n' +
        '2026-01-02T03:04:05.000Z,Ada,"says ""hi"", twice",yes\r\n' +
        '2026-01-01T00:00:00.000Z,Bo,,\r\n',
    );
  });
});
