import { describe, expect, it } from 'vitest';
import type { Snippet } from '../../services/snippets.js';
import { detailsBody, detailsChanged } from './snippet-details.js';

const snippet = { name: 'Trim', description: null } as Snippet;

describe('snippet details', () => {
  it('trims the form and stores an empty description as none', () => {
    expect(detailsBody({ name: ' Trim ', description: '  ' })).toEqual({ name: 'Trim', description: null });
    expect(detailsBody({ name: 'A', description: ' cleans text ' })).toEqual({
      name: 'A',
      description: 'cleans text',
    });
  });

  it('has something to save only with a name and a change', () => {
    expect(detailsChanged(snippet, { name: 'Trim ', description: ' ' })).toBe(false);
    expect(detailsChanged(snippet, { name: '  ', description: 'x' })).toBe(false);
    expect(detailsChanged(snippet, { name: 'Trim2', description: '' })).toBe(true);
    expect(detailsChanged(snippet, { name: 'Trim', description: 'x' })).toBe(true);
  });
});
