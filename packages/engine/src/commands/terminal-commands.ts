import { hostsSubLevel } from '../events/index.js';
import { ROOT_ID } from '../model/index.js';
import { nodeDefinition } from '../udn/library.js';
import { parseArguments, parseValue } from './arguments.js';
import { parseColor } from './colors.js';
import { CommandError, type TerminalContext } from './terminal-context.js';

export interface TerminalCommand {
  name: string;
  aliases?: string[];
  usage: string;
  summary: string;
  run(ctx: TerminalContext, words: string[]): string[];
}

const create: TerminalCommand = {
  name: 'create',
  usage: 'create <definition> [name] [--level <path>]',
  summary: 'create a node; the name defaults to the definition, the level to the current one',
  run(ctx, words) {
    const { positional, options } = parseArguments(words);
    const definitionName = ctx.require(positional[0], 'definition');
    const levelId = options.level !== undefined ? ctx.resolve(options.level) : ctx.level.id;
    const parentId = levelId === ROOT_ID ? undefined : levelId;
    const nodeId = ctx.newNodeId();
    ctx.history.dispatch([
      { eventType: 'nodeCreated', nodeId, definitionName, name: positional[1], parentId },
    ]);
    return [`created ${ctx.project.state.getNode(nodeId)!.name} (${definitionName})`];
  },
};

const setColor: TerminalCommand = {
  name: 'setColor',
  usage: 'setColor <path> <color>',
  summary: 'set a node colour (hex like #ff8800 or a named colour)',
  run(ctx, words) {
    const node = ctx.node(ctx.require(words[0], 'path'));
    const given = ctx.require(words[1], 'color');
    const color = parseColor(given);
    if (!color) throw new CommandError(`Invalid color: ${given}, use hex (#ff8800) or a named colour`);
    ctx.history.dispatch([{ eventType: 'colorChanged', nodeId: node.id, color }]);
    return [`${node.name} colour ${color}`];
  },
};

const cd: TerminalCommand = {
  name: 'cd',
  usage: 'cd [path]',
  summary: 'change the current level (no path: Root)',
  run(ctx, words) {
    const id = ctx.resolve(words[0] ?? '/');
    if (id === ROOT_ID) ctx.level.set(undefined);
    else {
      const node = ctx.project.state.getNode(id)!;
      if (!hostsSubLevel(ctx.project.registry, node)) throw new CommandError(`Not a level: ${words[0]}`);
      ctx.level.set(id);
    }
    return [ctx.pwd];
  },
};

const pwd: TerminalCommand = {
  name: 'pwd',
  usage: 'pwd',
  summary: 'print the current level',
  run: (ctx) => [ctx.pwd],
};

const ls: TerminalCommand = {
  name: 'ls',
  usage: 'ls [path]',
  summary: 'list the nodes of a level',
  run(ctx, words) {
    const id = words[0] === undefined ? (ctx.level.id ?? ROOT_ID) : ctx.resolve(words[0]);
    const state = ctx.project.state;
    return [...state.childrenOf(id === ROOT_ID ? undefined : id)]
      .map((child) => state.getNode(child)!)
      .map(
        (n) =>
          `${n.name}${state.childrenOf(n.id).size > 0 || hostsSubLevel(ctx.project.registry, n) ? '/' : ''} (${n.definitionName})`,
      )
      .sort();
  },
};

const rm: TerminalCommand = {
  name: 'rm',
  usage: 'rm <path> [path…]',
  summary: 'delete nodes with their children and wires',
  run(ctx, words) {
    ctx.require(words[0], 'path');
    const nodes = words.map((w) => ctx.node(w));
    ctx.history.dispatch(nodes.map((n) => ({ eventType: 'nodeDeleted', nodeId: n.id })));
    return nodes.map((n) => `deleted ${n.name}`);
  },
};

const mv: TerminalCommand = {
  name: 'mv',
  aliases: ['rename'],
  usage: 'mv <path> <new name>',
  summary: 'rename a node',
  run(ctx, words) {
    const node = ctx.node(ctx.require(words[0], 'path'));
    const name = ctx.require(words[1], 'new name');
    ctx.history.dispatch([{ eventType: 'nodeRenamed', nodeId: node.id, name }]);
    return [`renamed ${node.name} to ${name}`];
  },
};

type WireArgs = ReturnType<typeof wireArgs>;

function wireArgs(ctx: TerminalContext, words: string[]) {
  const source = ctx.node(ctx.require(words[0], 'source path'));
  const output = ctx.require(words[1], 'output');
  const target = ctx.node(ctx.require(words[2], 'target path'));
  const input = ctx.require(words[3], 'input');
  return { source, output, target, input, label: `${source.name}.${output} → ${target.name}.${input}` };
}

/** connect and disconnect take the same four words: source path, output, target path, input. */
function wireCommand(name: string, summary: string, act: (ctx: TerminalContext, wire: WireArgs) => string) {
  return {
    name,
    usage: `${name} <source path> <output> <target path> <input>`,
    summary,
    run: (ctx, words) => [act(ctx, wireArgs(ctx, words))],
  } satisfies TerminalCommand;
}

const connect = wireCommand('connect', 'wire an output to an input', (ctx, w) => {
  const order = ctx.project.state.connectionsToInput(w.target.id, w.input).length;
  const connection = {
    sourceNode: w.source.id,
    sourceOutputIdentifier: w.output,
    targetNode: w.target.id,
    targetInputIdentifier: w.input,
    order,
  };
  ctx.history.dispatch([{ eventType: 'connectionCreated', connection }]);
  return `connected ${w.label}`;
});

const disconnect = wireCommand('disconnect', 'remove the wires from an output to an input', (ctx, w) => {
  const wires = ctx.project.state
    .connectionsToInput(w.target.id, w.input)
    .filter((c) => c.sourceNode === w.source.id && c.sourceOutputIdentifier === w.output);
  if (wires.length === 0) throw new CommandError(`No connection ${w.label}`);
  ctx.history.dispatch(wires.map((c) => ({ eventType: 'connectionDeleted', connectionId: c.id })));
  return `disconnected ${w.label}`;
});

const set: TerminalCommand = {
  name: 'set',
  usage: 'set <path> <param> <value>   (a value starting with = sets an expression)',
  summary: 'set a param or custom param value, or its expression',
  run(ctx, words) {
    const node = ctx.node(ctx.require(words[0], 'path'));
    const name = ctx.require(words[1], 'param');
    const text = ctx.require(words.slice(2).join(' ') || undefined, 'value');
    const custom = Object.values(node.customParams).find((p) => p.name === name);
    if (
      !custom &&
      !(name in node.params) &&
      !nodeDefinition(ctx.project.registry, node)?.parameters.some((p) => p.name === name)
    ) {
      throw new CommandError(`Param not found: ${node.name}.${name}`);
    }
    const expression = text.startsWith('=') ? text.slice(1).trim() : undefined;
    const evalType = expression === undefined ? ('literal' as const) : ('expression' as const);
    ctx.history.dispatch(
      custom
        ? [
            expression === undefined
              ? {
                  eventType: 'customParamValueChanged',
                  nodeId: node.id,
                  customParamId: custom.id,
                  value: parseValue(text),
                }
              : {
                  eventType: 'customParamExpressionChanged',
                  nodeId: node.id,
                  customParamId: custom.id,
                  expression,
                },
            { eventType: 'customParamEvalTypeChanged', nodeId: node.id, customParamId: custom.id, evalType },
          ]
        : [
            expression === undefined
              ? { eventType: 'paramValueChanged', nodeId: node.id, paramName: name, value: parseValue(text) }
              : { eventType: 'paramExpressionChanged', nodeId: node.id, paramName: name, expression },
            { eventType: 'paramEvalTypeChanged', nodeId: node.id, paramName: name, evalType },
          ],
    );
    return [`${node.name}.${name} = ${text}`];
  },
};

const undo: TerminalCommand = {
  name: 'undo',
  usage: 'undo',
  summary: 'undo the last action',
  run: (ctx) => [ctx.history.undo() ? 'undone' : 'nothing to undo'],
};

const redo: TerminalCommand = {
  name: 'redo',
  usage: 'redo',
  summary: 'redo the last undone action',
  run: (ctx) => [ctx.history.redo() ? 'redone' : 'nothing to redo'],
};

export const terminalCommands: TerminalCommand[] = [
  create,
  setColor,
  cd,
  pwd,
  ls,
  rm,
  mv,
  connect,
  disconnect,
  set,
  undo,
  redo,
];
