/** Random graph edits for the incremental-evaluation property test. */
import fc from 'fast-check';
import { GraphBuilder } from '../../testing/index.js';

export type Op =
  | { kind: 'value'; node: number; value: number }
  | { kind: 'expression'; node: number; target: number; strict: boolean; relative: boolean }
  | { kind: 'envExpression'; node: number }
  | { kind: 'wire'; source: number; target: number; input: 'a' | 'b' }
  | { kind: 'unwire'; wire: number }
  | { kind: 'remove'; node: number }
  | { kind: 'add'; definition: 'num' | 'add' | 'reference'; name: number; inLevel: boolean }
  | { kind: 'rename'; node: number; name: number }
  | { kind: 'bypass'; node: number }
  | { kind: 'env'; value: number }
  | { kind: 'count'; value: number }
  | { kind: 'move'; node: number; toLevel: boolean };

const NAMES = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
export const idx = fc.nat(50);
export const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('value' as const), node: idx, value: fc.integer({ min: -5, max: 5 }) }),
  fc.record({
    kind: fc.constant('expression' as const),
    node: idx,
    target: idx,
    strict: fc.boolean(),
    relative: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('envExpression' as const), node: idx }),
  fc.record({
    kind: fc.constant('wire' as const),
    source: idx,
    target: idx,
    input: fc.constantFrom('a' as const, 'b' as const),
  }),
  fc.record({ kind: fc.constant('unwire' as const), wire: idx }),
  fc.record({ kind: fc.constant('remove' as const), node: idx }),
  fc.record({
    kind: fc.constant('add' as const),
    definition: fc.constantFrom('num' as const, 'add' as const, 'reference' as const),
    name: idx,
    inLevel: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('rename' as const), node: idx, name: idx }),
  fc.record({ kind: fc.constant('bypass' as const), node: idx }),
  fc.record({ kind: fc.constant('env' as const), value: fc.integer({ min: 0, max: 3 }) }),
  fc.record({ kind: fc.constant('count' as const), value: fc.integer({ min: 0, max: 3 }) }),
  fc.record({ kind: fc.constant('move' as const), node: idx, toLevel: fc.boolean() }),
);

/** A small graph with a level, an env, a loop and a reference, that random edits then change. */
export function startingGraph() {
  const g = new GraphBuilder();
  const level = g.add('level', 'lvl');
  const input = g.add('levelInput', 'in', { parent: level });
  const inner = g.add('add', 'inner', { parent: level });
  const output = g.add('levelOutput', 'out', { parent: level });
  g.wire(input, 'output', inner, 'a');
  g.wire(inner, 'sum', output, 'input');
  g.add('setEnv', 'env', { params: { envs: { X: 1 } } });
  g.add('getEnv', 'getx', { parent: level, params: { key: 'X', fallbackValue: 0 } });
  const a = g.add('num', 'a', { params: { value: 1 } });
  const b = g.add('add', 'b');
  g.wire(a, 'value', b, 'a');
  g.wire(b, 'sum', level, input);
  const start = g.add('loopStart', 'start', {
    params: { loopMethod: 'number', iterationResult: 'feedback', count: 2 },
  });
  const body = g.add('add', 'body');
  const end = g.add('loopEnd', 'end');
  g.wire(level, output, start, 'loopInput');
  g.wire(start, 'item', body, 'a');
  g.wire(start, 'item', body, 'b');
  g.wire(body, 'sum', end, 'input');
  g.add('reference', 'ref', { params: { path: 'end', outputIdentifier: 'output' } });
  return g;
}

function pick<T>(items: readonly T[], n: number): T | undefined {
  return items.length === 0 ? undefined : items[n % items.length];
}

export function applyOp(g: GraphBuilder, o: Op): void {
  const nodes = [...g.state.nodes()].filter((n) => !['hex', 'tex', 'fex'].includes(n.id));
  const node = (n: number) => pick(nodes, n);
  switch (o.kind) {
    case 'value': {
      const n = node(o.node);
      if (n) g.setParam(n.id, n.definitionName === 'add' ? 'offset' : 'value', o.value);
      return;
    }
    case 'expression': {
      const n = node(o.node);
      const t = node(o.target);
      if (n && t)
        g.setParam(n.id, n.definitionName === 'add' ? 'offset' : 'value', {
          expression: `${o.relative ? '../' : '/fex/'}${t.name}.$value + 1${o.strict ? ' + @@X' : ''}`,
        });
      return;
    }
    case 'envExpression': {
      const n = node(o.node);
      if (n) g.setParam(n.id, 'value', { expression: '@X * 10' });
      return;
    }
    case 'wire': {
      const s = node(o.source);
      const t = node(o.target);
      if (!s || !t || t.definitionName !== 'add' || s.parentId !== t.parentId) return;
      const output = {
        num: 'value',
        add: 'sum',
        reference: 'output',
        getEnv: 'value',
        loopEnd: 'output',
        levelInput: 'output',
      }[s.definitionName as 'num'];
      if (!output) return;
      for (const w of g.state.connectionsToInput(t.id, o.input)) g.unwire(w.id);
      g.wire(s.id, output, t.id, o.input);
      return;
    }
    case 'unwire': {
      const w = pick([...g.state.connections()], o.wire);
      if (w) g.unwire(w.id);
      return;
    }
    case 'remove': {
      const n = node(o.node);
      if (n) g.remove(n.id);
      return;
    }
    case 'add': {
      const level = [...g.state.nodes()].find((n) => n.definitionName === 'level');
      const parent = o.inLevel && level ? level.id : 'fex';
      const name = `${NAMES[o.name % NAMES.length]}${o.name}`;
      if (g.state.childByName(parent, name)) return;
      g.add(
        o.definition,
        name,
        o.definition === 'reference'
          ? { parent, params: { path: NAMES[o.name % NAMES.length], outputIdentifier: 'value' } }
          : { parent },
      );
      return;
    }
    case 'rename': {
      const n = node(o.node);
      const name = NAMES[o.name % NAMES.length];
      if (n && !g.state.childByName(n.parentId, name)) g.rename(n.id, name);
      return;
    }
    case 'bypass': {
      const n = node(o.node);
      if (n) g.setFlag(n.id, 'bypass', !n.flags.bypass);
      return;
    }
    case 'env': {
      const env = [...g.state.nodes()].find((n) => n.definitionName === 'setEnv');
      if (env) g.setParam(env.id, 'envs', o.value === 0 ? {} : { X: o.value });
      return;
    }
    case 'move': {
      // an unwired node changes level; relative paths below and to it now resolve elsewhere
      const n = node(o.node);
      const level = [...g.state.nodes()].find((x) => x.definitionName === 'level');
      const parent = o.toLevel && level ? level.id : 'fex';
      if (!n || n.id === parent || n.parentId === parent || g.state.childByName(parent, n.name)) return;
      if (g.state.connectionsFrom(n.id).length + g.state.connectionsTo(n.id).length > 0) return;
      g.reparent(n.id, parent);
      return;
    }
    case 'count': {
      const start = [...g.state.nodes()].find((n) => n.definitionName === 'loopStart');
      if (start) g.setParam(start.id, 'count', o.value);
      return;
    }
  }
}
