import type { Participant } from '@nodeloom/api';
import { describe, expect, it } from 'vitest';
import { collaboratorOf } from './collaborator-of.js';

const participant = (clientId: string, firstName: string, selectedNodes: string[] = []): Participant => ({
  clientId,
  participantUser: { userId: `u_${firstName}`, avatarUrl: null, firstName, lastName: null },
  pointerPosition: null,
  pointerMessage: null,
  selectedNodes,
  color: null,
  viewport: null,
  brush: null,
});

describe('collaboratorOf', () => {
  it('names the one other participant who has the node selected, else the only other participant', () => {
    const ana = participant('c1', 'Ana', ['node_plus1']);
    const ben = participant('c2', 'Ben');
    expect(collaboratorOf([ana, ben], 'node_plus1')).toBe('Ana');
    expect(collaboratorOf([ben], 'node_plus1')).toBe('Ben');
    // two who might have done it, or nobody: not named
    expect(collaboratorOf([ana, ben], 'node_other')).toBeUndefined();
    expect(collaboratorOf([], 'node_plus1')).toBeUndefined();
    // one user in two windows is one name
    expect(collaboratorOf([ana, participant('c3', 'Ana', ['node_plus1'])], 'node_plus1')).toBe('Ana');
  });
});
