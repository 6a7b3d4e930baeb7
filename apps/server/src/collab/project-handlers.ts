import {
  type ClientEventName,
  type ClientPayload,
  type CommitAck,
  MAX_EVENTS_PER_PULL,
  type Participant,
  PLAYGROUND_PROJECT_ID,
  PROTOCOL_MISMATCH_MESSAGE,
  PROTOCOL_VERSION,
  parseClientPayload,
} from '@nodeloom/api';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/errors.js';
import { type Caller, loadCaller } from '../permissions/caller.js';
import { requireReadableProject, requireWritableProject } from '../permissions/project-guard.js';
import { headCounter } from '../project-log/event-log.js';
import { UnfoldableEvent } from '../project-log/graph-folder.js';
import type { ProjectLog } from '../project-log/project-log.js';
import type { HeadCounters } from './head-counters.js';
import { type CollabServer, type CollabSocket, rooms } from './rooms.js';
import { announceDeparture, announceHost } from './session-announcer.js';
import type { ParticipantUser, SessionStore, StoredParticipant } from './session-store.js';

/** The userId of a participant who is not signed in (spec 1 §7: an empty user id is 24 zeros). */
export const ANONYMOUS_USER_ID = '0'.repeat(24);

export const COMMIT_FAILED = 'The events could not be stored; they will be sent again';
/** A commit the engine refuses outright (an invalid or duplicate node id on creation). */
export const EVENT_REFUSED = 'The events were refused';

/** How long a confirmed write access is trusted before the next commit checks it again. */
export const WRITE_CHECK_MS = 2_000;

export interface CollabContext {
  app: FastifyInstance;
  io: CollabServer;
  log: ProjectLog;
  heads: HeadCounters;
  sessions: SessionStore;
}

/** Sends the spec's `message` (a toast) to one socket. */
export function tell(socket: CollabSocket, message: string): void {
  socket.emit('message', { message });
}

/** Parses a payload; on failure tells the socket what is wrong and returns undefined. */
export function parseOrTell<E extends ClientEventName>(
  socket: CollabSocket,
  event: E,
  payload: unknown,
): ClientPayload<E> | undefined {
  const parsed = parseClientPayload(event, payload);
  if (parsed.ok) return parsed.data;
  tell(socket, parsed.message);
  return undefined;
}

/** The socket's session in `projectId`, or a message saying it has not joined it. */
export function joinedProject(socket: CollabSocket, projectId: string) {
  const joined = socket.data.joined;
  if (joined?.projectId === projectId) return joined;
  tell(socket, `Join project ${projectId} first`);
  return undefined;
}

async function callerOf(ctx: CollabContext, socket: CollabSocket): Promise<Caller> {
  const { identity } = socket.data;
  const caller = await loadCaller(ctx.app.db, identity.user);
  return identity.token ? { ...caller, tokenProjectId: identity.token.projectId } : caller;
}

function participantUserOf(socket: CollabSocket): ParticipantUser {
  const { user } = socket.data.identity;
  if (!user) return { userId: ANONYMOUS_USER_ID, avatarUrl: null, firstName: null, lastName: null };
  return {
    userId: user.id,
    avatarUrl: user.avatarUrl,
    firstName: user.firstName ?? user.name,
    lastName: user.lastName,
  };
}

/** Presence starts empty: it is relayed, never stored, so newcomers see it from the next update. */
function presentParticipant(stored: StoredParticipant): Participant {
  return {
    ...stored,
    pointerPosition: null,
    pointerMessage: null,
    selectedNodes: [],
    color: null,
    viewport: null,
    brush: null,
  };
}

function errorMessage(error: unknown): string {
  if (error instanceof HttpError) return error.message;
  throw error;
}

/** joinProject: the REST project policy decides; read-only callers join but may not commit. */
export async function joinProject(ctx: CollabContext, socket: CollabSocket, payload: unknown): Promise<void> {
  const data = parseOrTell(socket, 'joinProject', payload);
  if (!data) return;
  const { projectId } = data;
  if (data.protocolVersion !== PROTOCOL_VERSION) {
    // an older client would apply the log against a graph it also saves itself: it must reload
    tell(socket, PROTOCOL_MISMATCH_MESSAGE);
    socket.emit('protocolMismatch', {
      projectId,
      protocolVersion: PROTOCOL_VERSION,
      message: PROTOCOL_MISMATCH_MESSAGE,
    });
    return;
  }
  let canWrite: boolean;
  try {
    const { access } = await requireReadableProject(ctx.app.db, projectId, await callerOf(ctx, socket));
    canWrite = access === 'write' && projectId !== PLAYGROUND_PROJECT_ID;
  } catch (error) {
    tell(socket, errorMessage(error));
    return;
  }
  if (socket.data.joined) await leaveJoined(ctx, socket);
  if (!socket.connected) return;
  const joined = await ctx.sessions.join(projectId, socket.id, participantUserOf(socket), canWrite);
  socket.data.joined = { projectId, sessionId: joined.sessionId, canWrite };
  await socket.join(rooms.project(projectId));
  // read once in the room: an event after this head reaches the joiner by broadcast or pull
  const lastCounter = await headCounter(ctx.app.db, projectId);
  socket.emit('initSession', {
    projectId,
    sessionId: joined.sessionId,
    clientId: socket.id,
    protocolVersion: PROTOCOL_VERSION,
    lastCounter,
  });
  socket.emit('setSessionHost', {
    projectId,
    sessionId: joined.sessionId,
    hostClientId: joined.hostClientId,
  });
  socket.emit('addParticipants', { projectId, participants: joined.participants.map(presentParticipant) });
  const self = joined.participants.find((p) => p.clientId === socket.id);
  if (self)
    socket
      .to(rooms.project(projectId))
      .emit('addParticipants', { projectId, participants: [presentParticipant(self)] });
  if (joined.host) announceHost(ctx.io, joined);
}

export async function leaveProject(
  ctx: CollabContext,
  socket: CollabSocket,
  payload: unknown,
): Promise<void> {
  const data = parseOrTell(socket, 'leaveProject', payload);
  if (!data || !joinedProject(socket, data.projectId)) return;
  await leaveJoined(ctx, socket);
}

/** Removes the socket from its project (leave, join elsewhere, disconnect). */
export async function leaveJoined(ctx: CollabContext, socket: CollabSocket): Promise<void> {
  const joined = socket.data.joined;
  if (!joined) return;
  socket.data.joined = undefined;
  socket.data.writeCheckedAt = undefined;
  socket.data.throttle.clear();
  await socket.leave(rooms.project(joined.projectId));
  const change = await ctx.sessions.leave(socket.id);
  if (change) announceDeparture(ctx.io, [socket.id], change);
}

/**
 * commitProjectUserEvents: checked (protocol and engine schemas, write access now), stored in one
 * transaction, then acknowledged with the counters and broadcast to the project's room.
 */
export async function commitEvents(
  ctx: CollabContext,
  socket: CollabSocket,
  payload: unknown,
  ack: ((answer: CommitAck) => void) | undefined,
): Promise<void> {
  const refuse = (message: string) => {
    tell(socket, message);
    ack?.({ ok: false, message });
  };
  const parsed = parseClientPayload('commitProjectUserEvents', payload);
  if (!parsed.ok) return refuse(parsed.message);
  const { projectId, events } = parsed.data;
  if (socket.data.joined?.projectId !== projectId) return refuse(`Join project ${projectId} first`);
  // Write access is confirmed from the database at most every WRITE_CHECK_MS: a busy editor's
  // commits do not each cost two lookups, and a lost right (team, token) still ends within seconds.
  const checkedAt = socket.data.writeCheckedAt ?? 0;
  if (Date.now() - checkedAt >= WRITE_CHECK_MS) {
    try {
      await requireWritableProject(ctx.app.db, projectId, await callerOf(ctx, socket));
      socket.data.writeCheckedAt = Date.now();
    } catch (error) {
      socket.data.writeCheckedAt = undefined;
      return refuse(errorMessage(error));
    }
  }
  const userId = socket.data.identity.user?.id ?? ANONYMOUS_USER_ID;
  // Queued in arrival order and not awaited: the socket's next commit may join the same group
  // commit, and the committer keeps the order, so the client's commits stay in the order sent.
  // The project log broadcasts what it appended to the room (collab-server.ts).
  void ctx.log.commit(projectId, { source: { userId, clientId: socket.id }, events }).then(
    (result) => ack?.({ ok: true, counters: result.counters }),
    (error: unknown) => {
      if (error instanceof UnfoldableEvent) return refuse(`${EVENT_REFUSED}: ${error.message}`);
      // Nothing was stored (one transaction); the client keeps the events and re-sends them.
      ctx.app.log.error({ err: error }, 'collaboration commit failed');
      refuse(COMMIT_FAILED);
    },
  );
}

/**
 * Whether a pull is from a joined socket already at the head this instance knows: nothing to
 * answer, so it needs neither the database nor a turn in the socket's queue (the idle client's 1 s pull).
 */
export function pullIsUpToDate(ctx: CollabContext, socket: CollabSocket, payload: unknown): boolean {
  const joined = socket.data.joined;
  if (!joined) return false;
  const parsed = parseClientPayload('requestNewProjectUserEvents', payload);
  if (!parsed.ok || parsed.data.projectId !== joined.projectId) return false;
  const head = ctx.heads.known(joined.projectId);
  return head !== undefined && head <= parsed.data.currentCounter;
}

/**
 * requestNewProjectUserEvents: everything after the client's counter (a page at a time). A client
 * already at the head this instance knows of is answered from memory, without the database.
 */
export async function pullEvents(ctx: CollabContext, socket: CollabSocket, payload: unknown): Promise<void> {
  const data = parseOrTell(socket, 'requestNewProjectUserEvents', payload);
  if (!data || !joinedProject(socket, data.projectId)) return;
  const { projectId, currentCounter } = data;
  let head = ctx.heads.known(projectId);
  if (head === undefined) {
    head = await headCounter(ctx.app.db, projectId);
    ctx.heads.heard(projectId, head);
  }
  if (head <= currentCounter) return;
  const events = await ctx.log.after(projectId, currentCounter, MAX_EVENTS_PER_PULL);
  if (events.length > 0) socket.emit('addProjectUserEvents', { projectId, events });
}
