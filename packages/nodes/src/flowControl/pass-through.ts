import type { InputDefinition, OutputDefinition, Rule } from '@nodeloom/engine';

/** The one input and one output of nodes that hand their value on unchanged. */
export const passThroughInput: InputDefinition = {
  identifier: 'input',
  label: 'Input',
  dataType: 'inferred',
};
export const passThroughOutput: OutputDefinition = {
  identifier: 'output',
  label: 'Output',
  dataType: 'inferred',
};

/** Output = input. */
export const passThroughRule: Rule = ({ inputs }) => ({ output: inputs.input });
