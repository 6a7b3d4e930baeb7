import { randomUUID } from 'node:crypto';
import type { Participant } from '@nodeloom/api';
import { and, asc, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { collabParticipants, collabSessions } from '../db/schema/index.js';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type ParticipantUser = Participant['participantUser'];

/**
 * A participant's lease: renewed by its instance, taken over by any instance once it lapses. With
 * the 1 s reap (collab-server.ts) a dead host is replaced within 15 s of its instance dying (issue 14).
 */
export const PARTICIPANT_LEASE_MS = 12_000;

export interface StoredParticipant {
  clientId: string;
  participantUser: ParticipantUser;
}

/** What a change did to the project's session, for the caller to announce. */
export interface SessionChange {
  projectId: string;
  sessionId: string;
  /** Set when the host changed (null: nobody may host). */
  host?: { clientId: string | null };
  /** True when the last participant left and the session is gone. */
  ended: boolean;
}

export interface JoinResult extends SessionChange {
  hostClientId: string | null;
  participants: StoredParticipant[];
}

/**
 * Sessions, hosts and participant leases in the database, so every instance sees the same
 * participants and any instance can clean up after a dead one. Every change to a project's
 * participants locks its session row, so host choice never races.
 */
export class SessionStore {
  constructor(
    private readonly db: Database,
    private readonly instanceId: string,
    private readonly leaseMs = PARTICIPANT_LEASE_MS,
  ) {}

  /** Adds a participant, starting the session if needed and choosing a host if there is none. */
  async join(
    projectId: string,
    clientId: string,
    participantUser: ParticipantUser,
    canWrite: boolean,
    now = new Date(),
  ): Promise<JoinResult> {
    return this.db.transaction(async (tx) => {
      // Creates or locks the session in one statement: a session being ended by a concurrent leave
      // is waited for and then created afresh (a separate insert-then-select could find neither).
      const [session] = await tx
        .insert(collabSessions)
        .values({ projectId, sessionId: randomUUID() })
        .onConflictDoUpdate({
          target: collabSessions.projectId,
          set: { sessionId: sql`${collabSessions.sessionId}` },
        })
        .returning();
      await tx
        .insert(collabParticipants)
        .values({
          clientId,
          projectId,
          participantUser,
          canWrite,
          instanceId: this.instanceId,
          leaseExpiresAt: this.leaseEnd(now),
        })
        .onConflictDoUpdate({
          target: collabParticipants.clientId,
          set: { leaseExpiresAt: this.leaseEnd(now), instanceId: this.instanceId },
        });
      const host = await this.electHost(tx, projectId, session!.hostClientId, now);
      const rows = await tx
        .select()
        .from(collabParticipants)
        .where(and(eq(collabParticipants.projectId, projectId), gt(collabParticipants.leaseExpiresAt, now)))
        .orderBy(asc(collabParticipants.joinedSeq));
      return {
        projectId,
        sessionId: session!.sessionId,
        ended: false,
        ...(host ? { host } : {}),
        hostClientId: host ? host.clientId : session!.hostClientId,
        participants: rows.map((row) => ({
          clientId: row.clientId,
          participantUser: row.participantUser as ParticipantUser,
        })),
      };
    });
  }

  /** Removes a participant; re-chooses the host if it was the host, ends the session if it was the last. */
  async leave(clientId: string, now = new Date()): Promise<SessionChange | null> {
    return this.db.transaction(async (tx) => {
      // The session row is locked before the participant row, in the same order as join and reap.
      const [row] = await tx
        .select({ projectId: collabParticipants.projectId })
        .from(collabParticipants)
        .where(eq(collabParticipants.clientId, clientId));
      if (!row) return null;
      await lockSession(tx, row.projectId);
      const gone = await tx
        .delete(collabParticipants)
        .where(eq(collabParticipants.clientId, clientId))
        .returning({ clientId: collabParticipants.clientId });
      if (gone.length === 0) return null;
      return this.afterDeparture(tx, row.projectId, now);
    });
  }

  /** Extends the leases of this instance's participants; returns the clientIds still stored. */
  async renew(clientIds: readonly string[], now = new Date()): Promise<Set<string>> {
    if (clientIds.length === 0) return new Set();
    const rows = await this.db
      .update(collabParticipants)
      .set({ leaseExpiresAt: this.leaseEnd(now) })
      .where(inArray(collabParticipants.clientId, [...clientIds]))
      .returning({ clientId: collabParticipants.clientId });
    return new Set(rows.map((row) => row.clientId));
  }

  /** Removes every participant whose lease lapsed (a dead instance's), one project at a time. */
  async reapExpired(now = new Date()): Promise<{ clientIds: string[]; change: SessionChange }[]> {
    const expired = await this.db
      .select({ clientId: collabParticipants.clientId, projectId: collabParticipants.projectId })
      .from(collabParticipants)
      .where(lte(collabParticipants.leaseExpiresAt, now));
    const byProject = new Map<string, string[]>();
    for (const row of expired)
      byProject.set(row.projectId, [...(byProject.get(row.projectId) ?? []), row.clientId]);
    const results: { clientIds: string[]; change: SessionChange }[] = [];
    for (const [projectId, candidates] of byProject) {
      const result = await this.db.transaction(async (tx) => {
        const [session] = await tx
          .select()
          .from(collabSessions)
          .where(eq(collabSessions.projectId, projectId))
          .for('update');
        // Ended meanwhile by a leave: nothing of it is left to reap.
        if (!session) return null;
        // Re-check under the lock: the owner may have renewed meanwhile.
        const removed = await tx
          .delete(collabParticipants)
          .where(
            and(
              inArray(collabParticipants.clientId, candidates),
              lte(collabParticipants.leaseExpiresAt, now),
            ),
          )
          .returning({ clientId: collabParticipants.clientId });
        if (removed.length === 0) return null;
        const change = await this.afterDeparture(tx, projectId, now);
        return { clientIds: removed.map((row) => row.clientId), change };
      });
      if (result) results.push(result);
    }
    return results;
  }

  private async afterDeparture(tx: Tx, projectId: string, now: Date): Promise<SessionChange> {
    const session = await lockSession(tx, projectId);
    const [anyone] = await tx
      .select({ clientId: collabParticipants.clientId })
      .from(collabParticipants)
      .where(eq(collabParticipants.projectId, projectId))
      .limit(1);
    if (!anyone) {
      await tx.delete(collabSessions).where(eq(collabSessions.projectId, projectId));
      return { projectId, sessionId: session.sessionId, ended: true };
    }
    const host = await this.electHost(tx, projectId, session.hostClientId, now);
    return { projectId, sessionId: session.sessionId, ended: false, ...(host ? { host } : {}) };
  }

  /**
   * Keeps the host while it is a live participant; otherwise a live participant who may write (the
   * host's saves fold the log into the graph): the one renewed last — its instance is the surest to
   * be alive, a just-killed one's rows still look live until they lapse — then the earliest joined.
   * Returns the new host if it changed.
   */
  private async electHost(
    tx: Tx,
    projectId: string,
    current: string | null,
    now: Date,
  ): Promise<{ clientId: string | null } | undefined> {
    const writers = await tx
      .select({ clientId: collabParticipants.clientId })
      .from(collabParticipants)
      .where(
        and(
          eq(collabParticipants.projectId, projectId),
          eq(collabParticipants.canWrite, true),
          gt(collabParticipants.leaseExpiresAt, now),
        ),
      )
      .orderBy(desc(collabParticipants.leaseExpiresAt), asc(collabParticipants.joinedSeq));
    if (current && writers.some((w) => w.clientId === current)) return undefined;
    const next = writers[0]?.clientId ?? null;
    if (next === current) return undefined;
    await tx
      .update(collabSessions)
      .set({ hostClientId: next })
      .where(eq(collabSessions.projectId, projectId));
    return { clientId: next };
  }

  private leaseEnd(now: Date): Date {
    return new Date(now.getTime() + this.leaseMs);
  }
}

async function lockSession(tx: Tx, projectId: string) {
  const [session] = await tx
    .select()
    .from(collabSessions)
    .where(eq(collabSessions.projectId, projectId))
    .for('update');
  if (!session) throw new Error(`No collaboration session for project ${projectId}`);
  return session;
}
