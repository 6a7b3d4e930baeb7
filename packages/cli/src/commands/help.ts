import { createBuiltInRegistry, describeNode, formatNodeHelp } from '@nodeloom/nodes';
import { type Command, UsageError } from '../command.js';

/** `nodeloom help NODE` prints a node's help; `nodeloom help --list` lists every built-in node. */
export const helpCommand: Command = {
  name: 'help',
  summary: "print a node's help, or list every built-in node with its category",
  usage: 'help <node> | help --list',
  help: [
    "Prints a built-in node's description, inputs, params (type, widget, default, range) and",
    'outputs; --list prints every built-in node with its category; "help <command>" prints the',
    'help of a command, as "nodeloom <command> --help" does.',
  ],
  examples: ['help restApiCall', 'help --list'],
  async run(args, io) {
    const registry = createBuiltInRegistry();
    const [target, ...extra] = args;
    if (!target || extra.length > 0) throw new UsageError('help takes one node name, or --list');
    if (target === '--list') {
      const definitions = registry
        .list()
        .sort(
          (a, b) => a.category.localeCompare(b.category) || a.definitionName.localeCompare(b.definitionName),
        );
      const width = Math.max(...definitions.map((d) => d.definitionName.length));
      for (const d of definitions) io.stdout(`${d.definitionName.padEnd(width)}  ${d.category}`);
      return 0;
    }
    const definition = registry.get(target);
    if (!definition) {
      const near = registry.list().find((d) => d.definitionName.toLowerCase() === target.toLowerCase());
      const hint = near ? ` Did you mean ${near.definitionName}?` : '';
      io.stderr(`Unknown node: ${target}.${hint} Run "nodeloom help --list" to see every node.`);
      return 2;
    }
    io.stdout(formatNodeHelp(describeNode(definition)));
    return 0;
  },
};
