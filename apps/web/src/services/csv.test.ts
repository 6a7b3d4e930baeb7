import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.js';

describe('csvCell', () => {
  it('leaves plain text as it is', () => {
    expect(csvCell('hello world')).toBe('hello world');
    expect(csvCell('')).toBe('');
  });

  it('quotes commas, line breaks and spaces at the ends', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('one\ntwo')).toBe('"one\ntwo"');
    expect(csvCell('one\r\ntwo')).toBe('"one\r\ntwo"');
    expect(csvCell(' padded ')).toBe('" padded "');
  });

  it('doubles quotes inside a quoted cell', () => {
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
  });
});

describe('toCsv', () => {
  it('ends every record with CRLF', () => {
    expect(
      toCsv([
        ['name', 'note'],
        ['Ada', 'x, y'],
      ]),
    ).toBe('name,note\r\nAda,"x, y"\r\n');
  });

  it('writes nothing for no rows', () => {
    expect(toCsv([])).toBe('');
  });
});
