import { describe, expect, it } from 'vitest';
import {
  clientEventSchemas,
  PROTOCOL_VERSION,
  parseClientPayload,
  serverEventSchemas,
} from './collab-protocol.js';

const projectId = 'a'.repeat(24);
const sessionId = '7b0e1a4e-5d5c-4c8e-9a39-2b9f7f0f6d11';
const nodeCreated = {
  eventId: 'e1',
  timestamp: 1,
  eventType: 'nodeCreated',
  nodeId: 'n1',
  definitionName: 'box',
};

describe('collaboration protocol', () => {
  it('has a version and a schema for every event of spec 1 §7', () => {
    expect(PROTOCOL_VERSION).toBeGreaterThan(0);
    expect(Object.keys(clientEventSchemas).sort()).toEqual(
      [
        'joinProject',
        'leaveProject',
        'setPointerStatusMessage',
        'movePointer',
        'setSelectedNodes',
        'setColor',
        'setViewport',
        'setBrush',
        'requestNewProjectUserEvents',
        'commitProjectUserEvents',
      ].sort(),
    );
    expect(Object.keys(serverEventSchemas).sort()).toEqual(
      [
        'initSession',
        'setSessionHost',
        'endSession',
        'addProjectUserEvents',
        'addParticipants',
        'removeParticipants',
        'movePointer',
        'setPointerStatusMessage',
        'setSelectedNodes',
        'setColor',
        'setViewport',
        'setBrush',
        'message',
        // ours, beyond the spec's list: custom-domain status pushed to the owner (docs/publishing.md)
        'publishingStatus',
        // ours: a join refused for another protocol version (docs/collaboration.md)
        'protocolMismatch',
      ].sort(),
    );
  });

  it('accepts a commit of engine events', () => {
    const parsed = parseClientPayload('commitProjectUserEvents', {
      projectId,
      sessionId,
      events: [nodeCreated],
    });
    expect(parsed.ok).toBe(true);
  });

  it('names the field of an event that fails the engine schema', () => {
    const parsed = parseClientPayload('commitProjectUserEvents', {
      projectId,
      sessionId,
      events: [{ ...nodeCreated, nodeId: 42 }],
    });
    expect(parsed).toEqual({ ok: false, message: expect.stringContaining('events.0.nodeId') });
  });

  it('wants ids as strings and coordinates as numbers (spec 1 §5)', () => {
    const pointer = { level: null, position: { x: 1, y: 2 }, isActive: true };
    expect(parseClientPayload('movePointer', { projectId, pointerPosition: pointer }).ok).toBe(true);
    const numericId = parseClientPayload('joinProject', { projectId: 12 });
    expect(numericId).toEqual({ ok: false, message: expect.stringContaining('projectId') });
    const textCoordinate = parseClientPayload('movePointer', {
      projectId,
      pointerPosition: { ...pointer, position: { x: '1', y: 2 } },
    });
    expect(textCoordinate).toEqual({
      ok: false,
      message: expect.stringContaining('pointerPosition.position.x'),
    });
  });

  it('refuses a negative counter and a session id that is not a uuid', () => {
    expect(
      parseClientPayload('requestNewProjectUserEvents', { projectId, sessionId, currentCounter: -1 }).ok,
    ).toBe(false);
    expect(
      parseClientPayload('requestNewProjectUserEvents', { projectId, sessionId: 'x', currentCounter: 0 }).ok,
    ).toBe(false);
  });
});
