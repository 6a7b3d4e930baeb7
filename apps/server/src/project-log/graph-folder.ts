import {
  type DefinitionRegistry,
  type GraphEvent,
  graphToBootstrapEvents,
  Project,
  takeUnorderedUpdates,
  UdnLibrary,
  type UdnMetadata,
} from '@nodeloom/engine';
import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import { projects, projectUserEvents } from '../db/schema/index.js';
import { type Executor, loadGraph, writeGraphUpdates } from './graph-store.js';

/** One commit's newly appended events; a strict one (a REST save) is refused if any part is skipped. */
export interface FoldRequest {
  events: readonly GraphEvent[];
  strict: boolean;
}

/** An event the engine refuses outright (an invalid or duplicate id on creation), or a strict commit's skipped part. */
export class UnfoldableEvent extends Error {
  readonly code = 'UnfoldableEvent';
  constructor(
    /** which commit of the group, as given to fold */
    readonly commitIndex: number,
    message: string,
  ) {
    super(message);
  }
}

/** A project's graph in the engine, as the fold of its log up to `counter`. */
export interface FoldedGraph {
  project: Project;
  /** the UDNs its events and nodes name, registered in the project's own registry */
  udns: UdnLibrary;
  counter: number;
}

/** The metadata of UDNs by id (whoever owns them), for events that name them. */
export type UdnMetadataSource = (tx: Executor, udnIds: readonly string[]) => Promise<UdnMetadata[]>;

/** Every `udnId` an event or node names, however deep (an unpack's inner events, a save's nodes). */
function udnIdsIn(value: unknown, found: Set<string>): Set<string> {
  if (Array.isArray(value)) for (const item of value) udnIdsIn(item, found);
  else if (value !== null && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) {
      if (key === 'udnId' && typeof inner === 'string') found.add(inner);
      else if (typeof inner === 'object') udnIdsIn(inner, found);
    }
  return found;
}

/** How many projects' graphs an instance keeps in memory between commits. */
const KEPT_PROJECTS = 32;
/** A kept graph this far behind the head catches up from the log; further behind, it is read again. */
const CATCH_UP_EVENTS = 5_000;

/**
 * The server's fold of the ordered log into the stored graph (docs/collaboration.md "One write
 * path"). Inside the commit's transaction, under the head-row lock, the appended events are applied
 * with the engine to the project's graph at the previous head, and what they changed is written to
 * the project's rows: the stored graph is always the fold of the log at its head counter.
 *
 * The graph of a recently committed project stays in memory with the counter it reflects; it is
 * used only when that counter is the head the transaction locked (another instance may have folded
 * since), else it is loaded again from the rows, which hold exactly that head's graph.
 */
export class GraphFolder {
  readonly #kept = new Map<string, FoldedGraph>();

  constructor(
    private readonly registry: () => Promise<DefinitionRegistry>,
    private readonly udnMetadata: UdnMetadataSource,
  ) {}

  /**
   * Applies the requests' events after `headBefore` and writes the changed rows with `tx`. The
   * returned graph is kept (`keep`) only once the transaction has committed.
   */
  async fold(
    tx: Executor,
    projectId: string,
    headBefore: number,
    requests: readonly FoldRequest[],
  ): Promise<FoldedGraph> {
    const folded = await this.#graphAt(tx, projectId, headBefore);
    const { project } = folded;
    // a UDN an event names is defined as the clients define it (their page registered it)
    await this.#registerUdns(
      tx,
      folded,
      udnIdsIn(
        requests.map((r) => r.events),
        new Set(),
      ),
    );
    for (const [index, request] of requests.entries()) {
      for (const event of request.events) {
        project.warnings.length = 0;
        try {
          project.apply([event], 'remote');
        } catch (error) {
          throw new UnfoldableEvent(index, error instanceof Error ? error.message : String(error));
        }
        if (request.strict && project.warnings.length > 0)
          throw new UnfoldableEvent(index, project.warnings[0]!);
        folded.counter += 1;
      }
    }
    project.warnings.length = 0;
    const updates = takeUnorderedUpdates(project.graph, project.tracker);
    await writeGraphUpdates(tx, projectId, updates);
    // The read carries the counter with the graph, so the graph's version (the read's ETag and cache
    // key) moves with every fold, also when the events changed no row (the rows' triggers bump it too)
    await tx
      .update(projects)
      .set({ modifiedAt: new Date(), graphVersion: sql`${projects.graphVersion} + 1` })
      .where(eq(projects.id, projectId));
    return folded;
  }

  /** Keeps a folded graph for the next commit of its project (the least recently kept goes first). */
  keep(projectId: string, folded: FoldedGraph): void {
    this.#kept.delete(projectId);
    this.#kept.set(projectId, folded);
    for (const oldest of this.#kept.keys()) {
      if (this.#kept.size <= KEPT_PROJECTS) break;
      this.#kept.delete(oldest);
    }
  }

  /**
   * The kept graph at `counter` (caught up from the log when another instance committed since), or
   * the stored rows loaded into the engine; taken out while it is folded.
   */
  async #graphAt(tx: Executor, projectId: string, counter: number): Promise<FoldedGraph> {
    const kept = this.#kept.get(projectId);
    this.#kept.delete(projectId);
    if (kept?.counter === counter) return kept;
    if (kept && kept.counter < counter && counter - kept.counter <= CATCH_UP_EVENTS)
      return this.#catchUp(tx, projectId, kept, counter);
    // the project's own registry: the library's definitions, and the UDNs its nodes and events name
    const registry = (await this.registry()).copy();
    const udns = new UdnLibrary(registry, { warn: () => {} });
    const graph = await loadGraph(tx, projectId);
    const folded: FoldedGraph = { project: new Project({ registry, keepLog: false }), udns, counter };
    await this.#registerUdns(tx, folded, udnIdsIn(graph.nodes, new Set()));
    const { project } = folded;
    project.init(graphToBootstrapEvents(graph).map((input) => project.stamp(input)));
    return folded;
  }

  /** Applies the events another instance appended (and folded into the rows) since the kept graph. */
  async #catchUp(tx: Executor, projectId: string, kept: FoldedGraph, counter: number): Promise<FoldedGraph> {
    const rows = await tx
      .select({ rawEvent: projectUserEvents.rawEvent })
      .from(projectUserEvents)
      .where(
        and(
          eq(projectUserEvents.projectId, projectId),
          gt(projectUserEvents.counter, kept.counter),
          lte(projectUserEvents.counter, counter),
        ),
      )
      .orderBy(asc(projectUserEvents.counter));
    const events = rows.map((row) => row.rawEvent as GraphEvent);
    await this.#registerUdns(tx, kept, udnIdsIn(events, new Set()));
    for (const event of events) kept.project.apply([event], 'remote');
    kept.project.warnings.length = 0;
    // the rows hold these changes already (their instance wrote them): nothing to write again
    takeUnorderedUpdates(kept.project.graph, kept.project.tracker);
    kept.counter = counter;
    return kept;
  }

  async #registerUdns(tx: Executor, folded: FoldedGraph, udnIds: ReadonlySet<string>): Promise<void> {
    const missing = [...udnIds].filter((id) => !folded.udns.isRegistered(id));
    if (missing.length > 0) folded.udns.registerMetadata(await this.udnMetadata(tx, missing));
  }
}
