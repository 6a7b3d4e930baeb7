/** Evaluation messages of spec 2 §5 and §8 and spec 1 §8, exactly as written. */
export const EVAL_MESSAGES = {
  requiredInput: (input: string) => `Required input not connected: ${input}`,
  notEnoughInputs: (input: string, n: number) =>
    `Not enough nodes connected: ${input}, minimally required: ${n}`,
  tooManyInputs: (input: string, n: number) => `Too many nodes connected: ${input}, maximally allowed: ${n}`,
  requiredParam: (name: string) => `Required parameter not set: ${name}`,
  missingRequiredInputValue: (name: string) => `Missing required input value: ${name}`,
  circularConnection: 'Circular connection detected',
  failedCircular: 'Failed to parse due to circular connections',
  failedNode: (name: string, definition: string, reason: string) =>
    `Failed to parse node ${name} ${definition}: ${reason}`,
  failedUpstream: (id: string) => `Failed to parse due to error on node ${id}`,
  failedUdn: (name: string, definition: string, detail: string) =>
    `Failed to parse UDN ${name} ${definition}: ${detail}`,
  unknown: 'Unknown error occurred when parsing nodes',
  containerNotParsable: (definition: string) => `Cannot be parsed ${definition} node directly`,
  levelOutputNotParsable: 'Cannot be parsed levelOutput node directly',
  pluginNotParsable: 'Cannot parse plugin node',
  cyclicExpression: (expression: string) => `Cyclic reference detected in expression: ${expression}`,
  nodeNotFound: (id: string) => `Node not found: ${id}`,
  definitionNotFound: (id: string) => `Definition not found: ${id}`,
  // loops (spec 2 §8 Behaviour on error)
  countNotNumber: 'count is not a number.',
  loopInputNotArray: 'loopInput is not an array.',
  invalidLoopMethod: 'Invalid loopMethod',
  invalidIterationResult: 'Invalid iterationResult',
  loopStackEmpty: 'loopStack is empty.',
  multipleLoops: 'Node used by multiple loops',
  noBlockStart: (start: string, endName: string) => `No block start ${start} matching block end ${endName}`,
  // our wording where the spec gives none (docs/evaluation.md)
  requiredOutput: (name: string) => `Required output not connected: ${name}`,
  referenceNotFound: (path: string) => `Referenced node not found: ${path}`,
} as const;

/** Node warnings of spec 2 §5 Node warnings. */
export const WARNING_MESSAGES = {
  globalSingleton: (definition: string) => `There can only be one instance of ${definition} node globally.`,
  localSingleton: (definition: string) =>
    `There can only be one instance of ${definition} node on the same level.`,
  levelSocketParent: 'Level input/output node must have a parent node',
  multiInputLevelInput:
    'If there is a level input node with multi-input, there cannot be other level input nodes on the same level',
  outdatedUdn: 'This node is using an outdated UDN',
  outdatedUdnDraft: 'This node is using an outdated UDN draft',
  udnVersion: (x: string, y: string) => `This node is using UDN v${x}, latest version is v${y}`,
  context: (context: string) => `This node is not allowed in ${context} context`,
} as const;
