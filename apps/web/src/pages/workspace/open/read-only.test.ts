import { PLAYGROUND_PROJECT_ID } from '@nodeloom/api';
import { describe, expect, it } from 'vitest';
import { decideReadOnly, type ReadOnlyInputs } from './read-only.js';

const owner: ReadOnlyInputs = {
  serverReadOnly: false,
  requested: false,
  embedded: false,
  signedIn: true,
  snapshot: false,
  projectId: 'a'.repeat(24),
};

describe('read-only decision (spec 1 §6)', () => {
  it('lets the owner or a team member edit', () => {
    expect(decideReadOnly(owner)).toBe(false);
  });

  it.each([
    ['another user or an organisation project (the server says so)', { serverReadOnly: true }],
    ['the address asks for it', { requested: true }],
    ['embedded', { embedded: true }],
    ['no user', { signedIn: false }],
    ['a snapshot', { snapshot: true }],
    ['the playground', { projectId: PLAYGROUND_PROJECT_ID }],
  ])('is read-only for %s', (_case, change) => {
    expect(decideReadOnly({ ...owner, ...change })).toBe(true);
  });
});
