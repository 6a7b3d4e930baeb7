import { nodePath } from '@nodeloom/engine';
import { type Command, UsageError } from '../command.js';
import { openProject } from './eval.js';

interface TestResultShape {
  testName?: unknown;
  verdict?: unknown;
  actual?: unknown;
  expected?: unknown;
  compareMethod?: unknown;
}

/** `nodeloom test PROJECT.json`: evaluates every unitTest node, one line each, then 'N passed, N failed'. */
export const testCommand: Command = {
  name: 'test',
  summary: 'run every unitTest node of a project; exit 1 when any fails',
  usage: 'test <project.json|events.jsonl>',
  help: [
    "Prints 'PASS <path> (<test name>)' or 'FAIL <path> …' per unitTest node, sorted by path, then",
    "'N passed, N failed'. Exit codes: 0 all passed, 1 any failed, 2 bad input.",
    'The project is a project file or an event log (.jsonl); see docs/file-formats.md.',
  ],
  examples: ['test shop.json'],
  async run(args, io) {
    if (args.length !== 1 || args[0].startsWith('--')) throw new UsageError('test takes one project file');
    const { graph, evaluator } = await openProject(args[0], io);
    const tests = evaluator
      .nodesOfKind('unitTest')
      .map((id) => ({ id, path: nodePath(graph, id) }))
      .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    let passed = 0;
    let failed = 0;
    for (const { id, path } of tests) {
      const result = await evaluator.evaluate(id);
      if (!result.ok) {
        failed++;
        io.stdout(`FAIL ${path}: ${result.error}`);
        continue;
      }
      const test = (result.outputs.testResult ?? {}) as TestResultShape;
      const name = typeof test.testName === 'string' && test.testName !== '' ? ` (${test.testName})` : '';
      if (test.verdict === 'passed') {
        passed++;
        io.stdout(`PASS ${path}${name}`);
      } else {
        failed++;
        const detail = `${String(test.compareMethod ?? 'compare')}: actual ${JSON.stringify(test.actual)}, expected ${JSON.stringify(test.expected)}`;
        io.stdout(`FAIL ${path}${name} ${detail}`);
      }
    }
    io.stdout(`${passed} passed, ${failed} failed`);
    return failed > 0 ? 1 : 0;
  },
};
