import { NodeRuleError } from '@nodeloom/engine';
import { menuValue } from '../flowControl/comparison.js';
import { defineNode } from '../shared/define.js';
import { input, output, param } from '../shared/node-builder.js';
import { passes, UNIT_TEST_METHODS } from './compare-methods.js';

/** Spec 2 §4 "Unit test verdict: passed or failed". */
export type Verdict = 'passed' | 'failed';

export interface TestResult {
  testName: string;
  verdict: Verdict;
  actual: unknown;
  expected: unknown;
  compareMethod: string;
}

export const unitTest = defineNode({
  definitionName: 'unitTest',
  description:
    'Checks an actual value against an expected one and outputs a test result with the verdict passed or failed. Methods: equal and notEqual (by content), lessThan, lessThanOrEqual, greaterThan, greaterThanOrEqual (numbers or strings), closeTo (numbers within 0.001), includes (text contains, or array holds). Values a method cannot compare fail the test.',
  category: 'unitTest',
  keywords: ['test', 'assert', 'expect', 'verify', 'unit'],
  inputs: [input('actual', 'Actual', 'inferred'), input('expected', 'Expected', 'inferred')],
  parameters: [
    param.string('testName', 'Test name', 'test', { required: true }),
    param.menu('compareMethod', 'Compare method', UNIT_TEST_METHODS, 'equal', { required: true }),
  ],
  outputs: [output('testResult', 'Test result', 'object')],
  rule: ({ inputs, params }) => {
    const compareMethod = menuValue(params.compareMethod, UNIT_TEST_METHODS, 'compareMethod');
    let passed: boolean;
    try {
      passed = passes(compareMethod, inputs.actual, inputs.expected);
    } catch (error) {
      // values the method cannot compare make the test fail rather than break the graph
      if (!(error instanceof NodeRuleError)) throw error;
      passed = false;
    }
    const testResult: TestResult = {
      testName: String(params.testName ?? ''),
      verdict: passed ? 'passed' : 'failed',
      actual: inputs.actual,
      expected: inputs.expected,
      compareMethod,
    };
    return { testResult };
  },
});
