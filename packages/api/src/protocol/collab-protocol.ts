/**
 * The collaboration wire protocol (spec 1 §7 "Socket"): every event a client emits and every event
 * the server sends, each with its zod payload schema, in this one file with a version. Ids travel as
 * strings and coordinates as numbers (spec 1 §5). docs/collaboration.md explains the rules.
 */
import { graphEventSchema } from '@nodeloom/engine';
import { z } from 'zod';
import { INT4_MAX, wholeNumberSchema } from '../numbers.js';
import { objectIdSchema } from '../schemas/common.js';
import { statusEventSchema } from '../schemas/publishing.js';

/**
 * Bumped on any incompatible change to the events or payloads below. 2: the stored graph is the
 * fold of the log (clients join from the project read's eventCounter and never save the graph
 * over REST while joined), joinProject carries the client's version, the graphSaved event.
 */
export const PROTOCOL_VERSION = 2;
/** What a client of another protocol version is told at join (it then reloads). */
export const PROTOCOL_MISMATCH_MESSAGE =
  'Nodeloom has been updated. Reload the page to keep editing together.';

/** The Socket.IO path of the collaboration socket (the web app's dev proxy forwards it). */
export const COLLAB_SOCKET_PATH = '/collab';
/** Spec 1 §9: new events are pulled every 1 s during a session. */
export const EVENT_PULL_INTERVAL_MS = 1000;
/** Spec 1 §9: pointer emit throttle on the client. */
export const POINTER_EMIT_THROTTLE_MS = 20;
/** The server relays a socket's presence event at most once per this many ms (below the clients' 20). */
export const PRESENCE_SERVER_CAP_MS = 15;
/** Most events one commit may carry. */
export const MAX_EVENTS_PER_COMMIT = 500;
/** Most events one pull answers with; the client pulls again at once when it got a full page. */
export const MAX_EVENTS_PER_PULL = 1000;

// ---- shared pieces ----

const projectId = objectIdSchema;
const sessionId = z.uuid();
const clientId = z.string().min(1).max(64);
const nodeId = z.string().min(1).max(200);
const coordinate = z.number().finite();
const point = z.object({ x: coordinate, y: coordinate });

/** Where a participant points: the level (a node id, null for Root) and the canvas position. */
export const pointerPositionSchema = z.object({
  level: nodeId.nullable(),
  position: point,
  isActive: z.boolean(),
});
export const viewportSchema = z.object({
  x: coordinate,
  y: coordinate,
  zoom: z.number().positive().finite(),
});
export const brushSchema = z.object({
  x: coordinate,
  y: coordinate,
  width: z.number().nonnegative().finite(),
  height: z.number().nonnegative().finite(),
});
export const participantUserSchema = z.object({
  userId: z.string(),
  avatarUrl: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
});
/** Collaboration participant (spec 1 §3). Presence fields are null until the participant sends them. */
export const participantSchema = z.object({
  clientId,
  participantUser: participantUserSchema,
  pointerPosition: pointerPositionSchema.nullable(),
  pointerMessage: z.string().nullable(),
  selectedNodes: z.array(nodeId),
  color: z.string().nullable(),
  viewport: viewportSchema.nullable(),
  brush: brushSchema.nullable(),
});
/** Ordered user event (spec 1 §3): the raw event, its counter in the project's log, and its source. */
export const orderedUserEventSchema = z.object({
  rawEvent: graphEventSchema,
  counter: z.number().int().positive(),
  source: z.object({ userId: z.string(), clientId }),
});

// ---- client emits ----

/** The presence fields a client may set, each relayed to the project's room and never stored. */
export const presenceSchemas = {
  movePointer: z.object({ projectId, pointerPosition: pointerPositionSchema }),
  setPointerStatusMessage: z.object({ projectId, pointerMessage: z.string().max(280).nullable() }),
  setSelectedNodes: z.object({ projectId, selectedNodes: z.array(nodeId).max(10_000) }),
  setColor: z.object({ projectId, color: z.string().min(1).max(64) }),
  setViewport: z.object({ projectId, viewport: viewportSchema }),
  setBrush: z.object({ projectId, brush: brushSchema.nullable() }),
} as const;
export type PresenceEventName = keyof typeof presenceSchemas;
export const PRESENCE_EVENT_NAMES = Object.keys(presenceSchemas) as PresenceEventName[];

export const clientEventSchemas = {
  /** protocolVersion: the client's PROTOCOL_VERSION (a client without one is older than 2) */
  joinProject: z.object({ projectId, protocolVersion: z.number().int().optional() }),
  leaveProject: z.object({ projectId }),
  ...presenceSchemas,
  requestNewProjectUserEvents: z.object({
    projectId,
    sessionId,
    /** A counter of the log: an int4 column (project_user_events.counter). */
    currentCounter: wholeNumberSchema({ max: INT4_MAX }),
  }),
  commitProjectUserEvents: z.object({
    projectId,
    sessionId,
    events: z.array(graphEventSchema).min(1).max(MAX_EVENTS_PER_COMMIT),
  }),
} as const;
export type ClientEventName = keyof typeof clientEventSchemas;
export type ClientPayload<E extends ClientEventName> = z.infer<(typeof clientEventSchemas)[E]>;

/** The acknowledgement of commitProjectUserEvents: the counters of the events, in the order sent. */
export const commitAckSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), counters: z.array(z.number().int().positive()) }),
  z.object({ ok: z.literal(false), message: z.string() }),
]);
export type CommitAck = z.infer<typeof commitAckSchema>;

// ---- server sends ----

const presenceRelay = <S extends z.ZodObject>(schema: S) => schema.extend({ clientId });

export const serverEventSchemas = {
  /** lastCounter: the log's head when the socket joined */
  initSession: z.object({
    projectId,
    sessionId,
    clientId,
    protocolVersion: z.number().int(),
    lastCounter: z.number().int().nonnegative(),
  }),
  setSessionHost: z.object({ projectId, sessionId, hostClientId: clientId.nullable() }),
  endSession: z.object({ projectId, sessionId }),
  addProjectUserEvents: z.object({ projectId, events: z.array(orderedUserEventSchema) }),
  addParticipants: z.object({ projectId, participants: z.array(participantSchema) }),
  removeParticipants: z.object({ projectId, clientIds: z.array(clientId) }),
  movePointer: presenceRelay(presenceSchemas.movePointer),
  setPointerStatusMessage: presenceRelay(presenceSchemas.setPointerStatusMessage),
  setSelectedNodes: presenceRelay(presenceSchemas.setSelectedNodes),
  setColor: presenceRelay(presenceSchemas.setColor),
  setViewport: presenceRelay(presenceSchemas.setViewport),
  setBrush: presenceRelay(presenceSchemas.setBrush),
  /** Shown as a toast (spec 1 §7). */
  message: z.object({ message: z.string() }),
  /** The join was refused: the client speaks another protocol version (it shows the message and reloads). */
  protocolMismatch: z.object({ projectId, protocolVersion: z.number().int(), message: z.string() }),
  /** A status change of one of the user's custom domains (docs/publishing.md), to all their sockets. */
  publishingStatus: statusEventSchema,
} as const;
export type ServerEventName = keyof typeof serverEventSchemas;
export type ServerPayload<E extends ServerEventName> = z.infer<(typeof serverEventSchemas)[E]>;
export type Participant = z.infer<typeof participantSchema>;
export type OrderedUserEventDto = z.infer<typeof orderedUserEventSchema>;

/** Socket.IO's typed-events maps (`Server<ClientToServerEvents, ServerToClientEvents>`). */
export type ClientToServerEvents = {
  [E in Exclude<ClientEventName, 'commitProjectUserEvents'>]: (payload: ClientPayload<E>) => void;
} & {
  commitProjectUserEvents: (
    payload: ClientPayload<'commitProjectUserEvents'>,
    ack: (answer: CommitAck) => void,
  ) => void;
};
export type ServerToClientEvents = {
  [E in ServerEventName]: (payload: ServerPayload<E>) => void;
};

/** A payload checked against its event's schema, or a message naming what is wrong. */
export type ParsedPayload<T> = { ok: true; data: T } | { ok: false; message: string };

export function parseClientPayload<E extends ClientEventName>(
  event: E,
  payload: unknown,
): ParsedPayload<ClientPayload<E>> {
  const result = clientEventSchemas[event].safeParse(payload);
  if (result.success) return { ok: true, data: result.data as ClientPayload<E> };
  const issues = result.error.issues.slice(0, 3).map((issue) => {
    const path = issue.path.length > 0 ? issue.path.join('.') : 'payload';
    return `${path}: ${issue.message}`;
  });
  return { ok: false, message: `Invalid ${event} payload: ${issues.join('; ')}` };
}
