import type { Participant } from '@nodeloom/api';
import { describe, expect, it } from 'vitest';
import { joinedParticipant } from './participant.testing.js';
import { PresenceStore } from './presence-store.js';

const projectId = 'a'.repeat(24);
const someone = (clientId: string): Participant =>
  joinedParticipant(clientId, {
    userId: `${clientId}-user`,
    avatarUrl: null,
    firstName: clientId,
    lastName: null,
  });

describe('PresenceStore', () => {
  it('lists the others in join order, never itself, and merges relayed presence', () => {
    const store = new PresenceStore();
    store.setSelf('me');
    expect(store.add([someone('me')])).toBe(false);
    expect(store.add([someone('a'), someone('me'), someone('b')])).toBe(true);
    store.update({ projectId, clientId: 'b', selectedNodes: ['n1'] });
    store.update({ projectId, clientId: 'ghost', selectedNodes: ['n2'] });
    const view = store.view();
    expect(view.others.map((p) => p.clientId)).toEqual(['a', 'b']);
    expect(view.others[1]!.selectedNodes).toEqual(['n1']);
    // a known participant listed again keeps its place
    store.add([someone('a')]);
    expect(store.view().others.map((p) => p.clientId)).toEqual(['a', 'b']);
  });

  it('gives a new view object per change and ends follow mode when the followed one leaves', () => {
    const store = new PresenceStore();
    store.add([someone('a'), someone('b')]);
    store.setFollowing('a');
    const before = store.view();
    store.remove(['b']);
    expect(store.view()).not.toBe(before);
    expect(store.view().followingClientId).toBe('a');
    store.remove(['a']);
    expect(store.view()).toMatchObject({ others: [], followingClientId: null });
    store.add([someone('c')]);
    store.setHost('c');
    store.clear();
    expect(store.view()).toMatchObject({ others: [], hostClientId: null });
  });
});
