import { EVAL_MESSAGES } from './messages.js';

/** One loop: its end, the matched start, the nodes between them and what they read from outside. */
export interface LoopInfo {
  endId: string;
  startId?: string;
  /** why no start matched */
  error?: string;
  /** nodes strictly between start and end */
  body: Set<string>;
  /** nodes outside the loop that the start, the body or the end read */
  external: string[];
  /** what the loop end's result depends on: the outside, its start and its body */
  watched: string[];
}

export interface LoopStructure {
  loops: Map<string, LoopInfo>;
  /** the innermost loop end a node (or a loop's start) belongs to */
  memberOf: Map<string, string>;
  /** 'Node used by multiple loops' */
  errors: Map<string, string>;
}

export interface BlockGraph {
  depsOf(id: string): readonly string[];
  kindOf(id: string): string | undefined;
  nameOf(id: string): string;
}

/** Whether `from` reaches `to` walking upstream. */
function isUpstream(graph: BlockGraph, to: string, from: string): boolean {
  const seen = new Set<string>();
  const stack = [...graph.depsOf(from)];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (id === to) return true;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...graph.depsOf(id));
  }
  return false;
}

/** What a nested block (start, body, end) reads from outside itself. */
function outsideDeps(graph: BlockGraph, startId: string, endId: string): string[] {
  const body = blockBody(graph, startId, endId);
  const inside = new Set([...(body === 'cycle' ? [] : body), startId, endId]);
  const out = new Set<string>();
  for (const id of inside) for (const dep of graph.depsOf(id)) if (!inside.has(dep)) out.add(dep);
  return [...out];
}

/**
 * Finds the start of the block an end closes by walking upstream: a nested block of the same
 * kind is stepped over as a whole, and of several starts the innermost one (downstream of the
 * others) is the match. Returns the start id or the spec's error.
 */
export function matchBlockStart(
  graph: BlockGraph,
  endId: string,
  startKind: string,
  endKind: string,
  memo = new Map<string, string | Error | null>(),
): string | Error {
  const known = memo.get(endId);
  if (known === null) return new Error(EVAL_MESSAGES.noBlockStart(startKind, graph.nameOf(endId)));
  if (known !== undefined) return known;
  memo.set(endId, null);
  const found = new Set<string>();
  const seen = new Set<string>();
  const stack = [...graph.depsOf(endId)];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    const kind = graph.kindOf(id);
    if (kind === startKind) {
      found.add(id);
      continue;
    }
    if (kind === endKind) {
      const inner = matchBlockStart(graph, id, startKind, endKind, memo);
      if (typeof inner === 'string') {
        seen.add(inner);
        stack.push(...outsideDeps(graph, inner, id));
        continue;
      }
    }
    stack.push(...graph.depsOf(id));
  }
  const candidates = [...found].filter(
    (c) => ![...found].some((other) => other !== c && isUpstream(graph, c, other)),
  );
  let result: string | Error;
  if (candidates.length === 1) result = candidates[0];
  else if (candidates.length === 0)
    result = new Error(EVAL_MESSAGES.noBlockStart(startKind, graph.nameOf(endId)));
  else result = new Error(EVAL_MESSAGES.multipleLoops);
  memo.set(endId, result);
  return result;
}

/** Nodes on a path from start to end (exclusive), found over `depsOf`. */
function blockBody(graph: BlockGraph, startId: string, endId: string): Set<string> | 'cycle' {
  const upstream = new Set<string>([endId]);
  const dependants = new Map<string, string[]>();
  const stack = [endId];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (id === startId) continue;
    for (const dep of graph.depsOf(id)) {
      if (dep === endId) return 'cycle'; // the end feeds its own loop: a circular connection
      const list = dependants.get(dep);
      if (list) list.push(id);
      else dependants.set(dep, [id]);
      if (!upstream.has(dep)) {
        upstream.add(dep);
        stack.push(dep);
      }
    }
  }
  const body = new Set<string>();
  const walk = [startId];
  while (walk.length > 0) {
    for (const next of dependants.get(walk.pop()!) ?? []) {
      if (next === endId || body.has(next)) continue;
      body.add(next);
      walk.push(next);
    }
  }
  return body;
}

export function buildLoopStructure(graph: BlockGraph, loopEnds: Iterable<string>): LoopStructure {
  const structure: LoopStructure = { loops: new Map(), memberOf: new Map(), errors: new Map() };
  const memo = new Map<string, string | Error | null>();
  for (const endId of loopEnds) {
    const start = matchBlockStart(graph, endId, 'loopStart', 'loopEnd', memo);
    if (typeof start !== 'string') {
      structure.loops.set(endId, { endId, error: start.message, body: new Set(), external: [], watched: [] });
      continue;
    }
    const body = blockBody(graph, start, endId);
    if (body === 'cycle') {
      structure.loops.set(endId, {
        endId,
        error: EVAL_MESSAGES.circularConnection,
        body: new Set(),
        external: [],
        watched: [],
      });
      continue;
    }
    const inside = new Set([...body, start, endId]);
    const external = new Set<string>();
    for (const id of inside) for (const dep of graph.depsOf(id)) if (!inside.has(dep)) external.add(dep);
    structure.loops.set(endId, {
      endId,
      startId: start,
      body,
      external: [...external],
      watched: [...external, start, ...body],
    });
  }
  const containing = new Map<string, LoopInfo[]>();
  for (const loop of structure.loops.values()) {
    if (!loop.startId) continue;
    for (const id of [...loop.body, loop.startId]) {
      const list = containing.get(id);
      if (list) list.push(loop);
      else containing.set(id, [loop]);
    }
  }
  for (const [id, loops] of containing) {
    loops.sort((a, b) => a.body.size - b.body.size);
    structure.memberOf.set(id, loops[0].endId);
    // every pair must nest: the inner loop's end sits in the outer loop's body
    for (let i = 0; i + 1 < loops.length; i++) {
      if (!loops[i + 1].body.has(loops[i].endId)) structure.errors.set(id, EVAL_MESSAGES.multipleLoops);
    }
  }
  return structure;
}
