import type { OrderedUserEventDto } from '@nodeloom/api';
import type { GraphEvent } from '@nodeloom/engine';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { projectEventHeads, projectUserEvents } from '../db/schema/index.js';
import type { FoldedGraph, GraphFolder } from './graph-folder.js';

/** Who committed events: the signed-in user (24 zeros for none) and their socket. */
export interface EventSource {
  userId: string;
  clientId: string;
}

/** One client's commit: its events in the order it sent them. */
export interface CommitRequest {
  source: EventSource;
  events: readonly GraphEvent[];
  /** refused whole when the engine skips any part of it (REST saves answer 400 instead) */
  strict?: boolean;
}

export interface CommitResult {
  /** The counter of each committed event, in the order given (a re-sent event keeps its first one). */
  counters: number[];
  /** The events this commit added to the log, in counter order (re-sent ones are not repeated). */
  appended: OrderedUserEventDto[];
}

/**
 * A project's ordered user-event log (spec 1 §3 Ordered user event). Counters start at 1 and have
 * no gaps and no duplicates; an event is stored once per eventId.
 */
export interface EventLog {
  /** Appends several commits in one go, in the order given; one result per commit. */
  commit(projectId: string, commits: readonly CommitRequest[]): Promise<CommitResult[]>;
  /** Events with a counter above `afterCounter`, in order, at most `limit`. */
  after(projectId: string, afterCounter: number, limit: number): Promise<OrderedUserEventDto[]>;
}

/** The counter of a project's last logged event (0 for none): where a joiner's pulls begin. */
export async function headCounter(db: Database, projectId: string): Promise<number> {
  const [head] = await db
    .select({ lastCounter: projectEventHeads.lastCounter })
    .from(projectEventHeads)
    .where(eq(projectEventHeads.projectId, projectId));
  return head?.lastCounter ?? 0;
}

/**
 * The log in the database: one transaction per call, serialised by a lock on the head row. With a
 * folder, the same transaction folds the appended events into the project's stored graph.
 */
export function databaseEventLog(db: Database, folder?: GraphFolder): EventLog {
  return {
    async commit(projectId, commits) {
      let folded: FoldedGraph | undefined;
      const committed = await db.transaction(async (tx) => {
        // One statement creates the head row if needed and locks it (the no-op update takes the row lock).
        const [head] = await tx
          .insert(projectEventHeads)
          .values({ projectId })
          .onConflictDoUpdate({
            target: projectEventHeads.projectId,
            set: { lastCounter: sql`${projectEventHeads.lastCounter}` },
          })
          .returning({ lastCounter: projectEventHeads.lastCounter });
        const eventIds = [...new Set(commits.flatMap((c) => c.events.map((event) => event.eventId)))];
        const stored = await tx
          .select({ eventId: projectUserEvents.eventId, counter: projectUserEvents.counter })
          .from(projectUserEvents)
          .where(
            and(eq(projectUserEvents.projectId, projectId), inArray(projectUserEvents.eventId, eventIds)),
          );
        const counterOf = new Map(stored.map((row) => [row.eventId, row.counter]));
        let last = head!.lastCounter;
        const results = commits.map(({ source, events }) => {
          const appended: OrderedUserEventDto[] = [];
          for (const event of events) {
            if (counterOf.has(event.eventId)) continue;
            last += 1;
            counterOf.set(event.eventId, last);
            appended.push({ rawEvent: event, counter: last, source: { ...source } });
          }
          return { counters: events.map((event) => counterOf.get(event.eventId)!), appended };
        });
        const rows = results.flatMap((result) =>
          result.appended.map((event) => ({
            projectId,
            counter: event.counter,
            eventId: event.rawEvent.eventId,
            rawEvent: event.rawEvent,
            sourceUserId: event.source.userId,
            sourceClientId: event.source.clientId,
          })),
        );
        if (rows.length > 0) {
          await tx.insert(projectUserEvents).values(rows);
          await tx
            .update(projectEventHeads)
            .set({ lastCounter: last })
            .where(eq(projectEventHeads.projectId, projectId));
          folded = await folder?.fold(
            tx,
            projectId,
            head!.lastCounter,
            results.map((result, i) => ({
              events: result.appended.map((event) => event.rawEvent),
              strict: commits[i]!.strict === true,
            })),
          );
        }
        return results;
      });
      if (folded) folder?.keep(projectId, folded);
      return committed;
    },

    async after(projectId, afterCounter, limit) {
      const rows = await db
        .select()
        .from(projectUserEvents)
        .where(and(eq(projectUserEvents.projectId, projectId), gt(projectUserEvents.counter, afterCounter)))
        .orderBy(asc(projectUserEvents.counter))
        .limit(limit);
      return rows.map((row) => ({
        rawEvent: row.rawEvent as GraphEvent,
        counter: row.counter,
        source: { userId: row.sourceUserId, clientId: row.sourceClientId },
      }));
    },
  };
}
