import { Evaluator, type GraphState, resolveNodePath } from '@nodeloom/engine';
import { createBuiltInRegistry } from '@nodeloom/nodes';
import { type Command, type CommandIo, UsageError } from '../command.js';
import { readProjectFile } from './input-files.js';

/** Reads PROJECT.json and gives its graph with an evaluator over the built-in nodes; bad input is a UsageError. */
export async function openProject(
  file: string,
  io: CommandIo,
): Promise<{ graph: GraphState; evaluator: Evaluator }> {
  const { graph } = await readProjectFile(file, io);
  return { graph, evaluator: new Evaluator({ graph, registry: createBuiltInRegistry() }) };
}

/** Splits `--name value` options from positional arguments; unknown options are a UsageError. */
export function parseOptions(
  args: string[],
  known: readonly string[],
): { positional: string[]; options: Record<string, string> } {
  const positional: string[] = [];
  const options: Record<string, string> = {};
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const name = arg.slice(2);
    if (!known.includes(name)) throw new UsageError(`Unknown option: ${arg}`);
    const value = args[++i];
    if (value === undefined || value.startsWith('--')) throw new UsageError(`Option ${arg} needs a value`);
    options[name] = value;
  }
  return { positional, options };
}

/** `nodeloom eval PROJECT.json --path /fex/some/node [--output id]`: prints the node's output(s) as JSON. */
export const evalCommand: Command = {
  name: 'eval',
  summary: 'evaluate one node of a project and print its outputs (or one output) as JSON',
  usage: 'eval <project.json|events.jsonl> --path </fex/some/node> [--output <id>]',
  help: [
    'Options:',
    '  --path <path>   absolute path of the node to evaluate (required), e.g. /fex/math/plus',
    '  --output <id>   print only this output instead of every output as a JSON object',
    '',
    'The project is a project file ({ name?, graph: { nodes, connections } } or a bare',
    '{ nodes, connections }) or an event log (.jsonl, replayed first); see docs/file-formats.md.',
    'Exit codes: 0 evaluated, 1 the node failed to evaluate (message on stderr), 2 bad input.',
  ],
  examples: ['eval shop.json --path /fex/math/plus --output result'],
  async run(args, io) {
    const { positional, options } = parseOptions(args, ['path', 'output']);
    if (positional.length !== 1) throw new UsageError('eval takes one project file');
    const path = options.path;
    if (!path) throw new UsageError('eval needs --path');
    if (!path.startsWith('/')) throw new UsageError(`--path must be absolute (start with /): ${path}`);
    const { graph, evaluator } = await openProject(positional[0], io);
    const nodeId = resolveNodePath(graph, undefined, path);
    if (nodeId === undefined) throw new UsageError(`No node at path ${path}`);
    const result = await evaluator.evaluate(nodeId);
    if (!result.ok) {
      io.stderr(result.error);
      return 1;
    }
    if (options.output === undefined) {
      io.stdout(JSON.stringify(result.outputs, null, 2));
      return 0;
    }
    if (!Object.hasOwn(result.outputs, options.output)) {
      const known = Object.keys(result.outputs).join(', ') || 'none';
      throw new UsageError(`Node ${path} has no output ${options.output} (outputs: ${known})`);
    }
    io.stdout(JSON.stringify(result.outputs[options.output] ?? null, null, 2));
    return 0;
  },
};
