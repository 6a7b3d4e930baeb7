import { describe, expect, it } from 'vitest';
import { testProject } from '../project/test-registry.js';
import {
  CrossWindowInbox,
  crossWindowMessage,
  INCOMING_EVENTS_MESSAGE,
  InvalidIncomingEventsError,
  parseIncomingEvents,
} from './cross-window.js';

const ORIGIN = 'https://app.example';

describe("cross-window events: 'Incoming cross-window events must be an array of objects with a known eventType'", () => {
  it('refuses anything else, naming what is wrong', () => {
    const cases: Array<[unknown, string]> = [
      [{ eventType: 'nodeDeleted' }, 'not an array'],
      [[42], 'item 0 is not an object'],
      [
        [{ eventType: 'nodeExploded', eventId: 'e', timestamp: 1 }],
        'item 0 has unknown eventType "nodeExploded"',
      ],
      [
        [{ eventType: 'nodeDeleted', eventId: 'e', timestamp: 1 }],
        'item 0 (nodeDeleted) is invalid at nodeId',
      ],
    ];
    for (const [value, detail] of cases) {
      expect(() => parseIncomingEvents(value)).toThrow(`${INCOMING_EVENTS_MESSAGE}: ${detail}`);
      expect(() => parseIncomingEvents(value)).toThrow(InvalidIncomingEventsError);
    }
    expect(parseIncomingEvents([])).toEqual([]);
  });

  it('accepts NS_EVENTS only from the same origin and project, every event valid, none seen before', () => {
    const sender = testProject(4);
    const node = sender.create('number', 'fex');
    const events = sender.project.log.slice(-1);
    const receiver = testProject(5);
    const inbox = new CrossWindowInbox('p1', ORIGIN);
    const message = crossWindowMessage('p1', events);
    expect(message).toEqual({ type: 'NS_EVENTS', projectId: 'p1', events });

    expect(inbox.accept(message, 'https://evil.example')).toBeUndefined();
    expect(inbox.accept(crossWindowMessage('p2', events), ORIGIN)).toBeUndefined();
    expect(inbox.accept({ ...message, type: 'OTHER' }, ORIGIN)).toBeUndefined();
    expect(inbox.accept({ ...message, events: [...events, { eventType: 'nope' }] }, ORIGIN)).toBeUndefined();

    const accepted = inbox.accept(message, ORIGIN);
    expect(accepted).toEqual(events);
    receiver.project.apply(accepted!, 'remote');
    expect(receiver.state.getNode(node)?.definitionName).toBe('number');
    expect(inbox.accept(message, ORIGIN)).toBeUndefined(); // seen before

    const own = testProject(6);
    own.create('number', 'fex');
    const mine = own.project.log.slice(-1);
    inbox.markSeen(mine);
    expect(inbox.accept(crossWindowMessage('p1', mine), ORIGIN)).toBeUndefined();
  });
});
