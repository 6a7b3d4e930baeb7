import { crossWindowMessage, type GraphEvent } from '@nodeloom/engine';
import { describe, expect, it } from 'vitest';
import { CrossWindowSync } from './cross-window.js';
import { MemoryChannel } from './memory-channel.testing.js';

const ORIGIN = 'https://app.example';

const renamed = (eventId: string): GraphEvent => ({
  eventId,
  timestamp: 1,
  eventType: 'nodeRenamed',
  nodeId: 'node-1',
  name: `name-${eventId}`,
});

function twoWindows(projectB = 'p1') {
  const hub = new Set<MemoryChannel>();
  const received: GraphEvent[][] = [];
  const a = new CrossWindowSync('p1', () => {}, new MemoryChannel(hub, ORIGIN), ORIGIN);
  const b = new CrossWindowSync(
    projectB,
    (events) => received.push(events),
    new MemoryChannel(hub, ORIGIN),
    ORIGIN,
  );
  return { hub, a, b, received };
}

describe('CrossWindowSync', () => {
  it("takes another window's events of the same project once", () => {
    const { a, received } = twoWindows();
    a.post([renamed('e1'), renamed('e2')]);
    a.post([renamed('e1')]);
    expect(received).toEqual([[renamed('e1'), renamed('e2')]]);
  });

  it('refuses other projects, other origins, invalid events and events it already has', () => {
    const { hub, b, received } = twoWindows();
    const stranger = new MemoryChannel(hub, 'https://evil.example');
    stranger.postMessage(crossWindowMessage('p1', [renamed('x1')]));
    const sameOrigin = new MemoryChannel(hub, ORIGIN);
    sameOrigin.postMessage(crossWindowMessage('p2', [renamed('x2')]));
    sameOrigin.postMessage({ type: 'NS_EVENTS', projectId: 'p1', events: [{ eventType: 'nodeRenamed' }] });
    sameOrigin.postMessage({
      type: 'NS_EVENTS',
      projectId: 'p1',
      events: [renamed('x3'), { eventType: 'nope' }],
    });
    b.markSeen([renamed('x4')]);
    sameOrigin.postMessage(crossWindowMessage('p1', [renamed('x4')]));
    expect(received).toEqual([]);
    sameOrigin.postMessage(crossWindowMessage('p1', [renamed('x3')]));
    expect(received).toEqual([[renamed('x3')]]);
  });

  it('stops listening when closed', () => {
    const { a, b, received } = twoWindows();
    b.close();
    a.post([renamed('e1')]);
    expect(received).toEqual([]);
  });
});
