import type { ConnectionWithId, EventSource, GraphChange, GraphNode } from '@nodeloom/engine';

/**
 * What the live region says (docs/accessibility.md "What a screen reader hears"): short, plain
 * texts naming nodes by name. A tally ("50 nodes added") may be merged with a later one of the
 * same verb while it waits to be spoken, so a burst of batches is one message.
 */
export interface Announcement {
  text: string;
  tally?: { verb: TallyVerb; count: number };
  /** the user's action a waiting consequence follows ("constant wired to plus1 input numbers") */
  action?: string;
}

export type TallyVerb = 'added' | 'deleted' | 'moved' | 'wired' | 'unwired';

const NOUN: Record<TallyVerb, [string, string]> = {
  added: ['node', 'nodes'],
  deleted: ['node', 'nodes'],
  moved: ['node', 'nodes'],
  wired: ['wire', 'wires'],
  unwired: ['wire', 'wires'],
};

/** "3 nodes added", "2 wires removed" (wires are added and removed, nodes added, deleted, moved). */
export function tallyText(verb: TallyVerb, count: number): string {
  const [one, many] = NOUN[verb];
  const said = verb === 'wired' ? 'added' : verb === 'unwired' ? 'removed' : verb;
  return `${count} ${count === 1 ? one : many} ${said}`;
}

/**
 * Two waiting tallies of one verb become one. A consequence (a value, an error) waiting behind an
 * action keeps the action before it — the user hears what they did and what it changed:
 * "constant wired to plus1 input numbers. plus1 = 5"; a newer consequence replaces the older one.
 * Anything else: the newer replaces the older.
 */
export function mergeAnnouncements(older: Announcement, newer: Announcement): Announcement {
  if (older.tally && newer.tally && older.tally.verb === newer.tally.verb) {
    const count = older.tally.count + newer.tally.count;
    return { text: tallyText(newer.tally.verb, count), tally: { verb: newer.tally.verb, count } };
  }
  const action = older.action ?? (older.tally ? older.text : undefined);
  if (newer.tally || action === undefined) return newer;
  return { text: `${action}. ${newer.text}`, action };
}

export interface BatchReads {
  /** a node's name in the graph now (wires name their ends) */
  nodeName(id: string): string | undefined;
  /** the node the keyboard is on */
  focused: string | undefined;
  /** who made a remote change to a node, when known */
  collaboratorOf?(nodeId: string): string | undefined;
}

/** One applied batch of the change feed: what the user's own action did, or a collaborator's edit of the focused node. */
export function batchAnnouncement(
  batch: { source: EventSource; changes: readonly GraphChange[] },
  reads: BatchReads,
): Announcement | undefined {
  if (batch.source === 'remote') return remoteAnnouncement(batch.changes, reads);
  if (batch.source === 'replay') return undefined;
  const said = localAnnouncement(batch.changes, reads);
  if (!said || batch.source === 'user') return said;
  return { text: `${batch.source === 'undo' ? 'Undo' : 'Redo'}: ${said.text}` };
}

function localAnnouncement(changes: readonly GraphChange[], reads: BatchReads): Announcement | undefined {
  const added: GraphNode[] = [];
  const removed: GraphNode[] = [];
  const moved: GraphNode[] = [];
  const renamed: [string, string][] = [];
  const wired: ConnectionWithId[] = [];
  const unwired: ConnectionWithId[] = [];
  for (const change of changes) {
    if (change.type === 'nodeAdded') added.push(change.node);
    else if (change.type === 'nodeRemoved') removed.push(change.node);
    else if (change.type === 'connectionAdded') wired.push(change.connection);
    else if (change.type === 'connectionRemoved') unwired.push(change.connection);
    else {
      const { before, after } = change;
      if (before.name !== after.name) renamed.push([before.name, after.name]);
      if (before.position.x !== after.position.x || before.position.y !== after.position.y) moved.push(after);
    }
  }
  // a pasted or deleted node's own wires go without saying
  const touched = new Set([...added, ...removed].map((node) => node.id));
  const ownWire = (c: ConnectionWithId) => touched.has(c.sourceNode) || touched.has(c.targetNode);
  const parts: Announcement[] = [
    nodes('added', added),
    nodes('deleted', removed),
    ...renamed.map(([from, to]) => ({ text: `${from} renamed to ${to}` })),
    nodes('moved', moved),
    wires(
      'wired',
      wired.filter((c) => !ownWire(c)),
      reads,
    ),
    wires(
      'unwired',
      unwired.filter((c) => !ownWire(c)),
      reads,
    ),
  ].filter((part): part is Announcement => part !== undefined);
  if (parts.length <= 1) return parts[0];
  return { text: parts.map((part) => part.text).join('; ') };
}

function nodes(verb: TallyVerb, list: readonly GraphNode[]): Announcement | undefined {
  if (list.length === 0) return undefined;
  const text = list.length === 1 ? `${list[0]!.name} ${verb}` : tallyText(verb, list.length);
  // a drag moves the same node batch after batch: moves are never added up
  return verb === 'moved' ? { text } : { text, tally: { verb, count: list.length } };
}

function wires(
  verb: 'wired' | 'unwired',
  list: readonly ConnectionWithId[],
  reads: BatchReads,
): Announcement | undefined {
  if (list.length === 0) return undefined;
  if (list.length > 1) return { text: tallyText(verb, list.length), tally: { verb, count: list.length } };
  const c = list[0]!;
  const source = reads.nodeName(c.sourceNode) ?? 'a node';
  const target = reads.nodeName(c.targetNode) ?? 'a node';
  const text = `${source} ${verb} ${verb === 'wired' ? 'to' : 'from'} ${target} input ${c.targetInputIdentifier}`;
  return { text, tally: { verb, count: 1 } };
}

function remoteAnnouncement(changes: readonly GraphChange[], reads: BatchReads): Announcement | undefined {
  const focused = reads.focused;
  if (focused === undefined) return undefined;
  let name: string | undefined;
  let deleted = false;
  for (const change of changes) {
    if (change.type === 'nodeRemoved' && change.node.id === focused) {
      name = change.node.name;
      deleted = true;
    } else if (change.type === 'nodeUpdated' && change.after.id === focused) name ??= change.before.name;
    else if (
      (change.type === 'connectionAdded' || change.type === 'connectionRemoved') &&
      (change.connection.targetNode === focused || change.connection.sourceNode === focused)
    )
      name ??= reads.nodeName(focused);
  }
  if (name === undefined) return undefined;
  const who = reads.collaboratorOf?.(focused) ?? 'A collaborator';
  return { text: `${who} ${deleted ? 'deleted' : 'changed'} ${name}` };
}

/** A node's recomputed outputs: "plus1 = 5", or each output named when it has several (at most three). */
export function valueAnnouncement(
  name: string,
  outputs: Readonly<Record<string, unknown>>,
  format: (value: unknown) => string,
): Announcement | undefined {
  const entries = Object.entries(outputs);
  if (entries.length === 0) return undefined;
  // an empty text is said as such, not as a silent "name = "
  const said = (value: unknown) => format(value) || 'empty';
  if (entries.length === 1) return { text: `${name} = ${said(entries[0]![1])}` };
  const shown = entries.slice(0, 3).map(([output, value]) => `${output} = ${said(value)}`);
  const rest = entries.length - shown.length;
  return { text: `${name}: ${shown.join(', ')}${rest > 0 ? `, ${rest} more` : ''}` };
}

/** A node's evaluation failed: "plus1: <error message>". */
export function errorAnnouncement(name: string, message: string): Announcement {
  return { text: `${name}: ${message}` };
}
