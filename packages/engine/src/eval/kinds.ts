import type { GraphNode } from '../model/index.js';
import {
  CONTEXT_DEFINITIONS,
  LEVEL_DEFINITION,
  LEVEL_INPUT_DEFINITION,
  LEVEL_OUTPUT_DEFINITION,
  TRAY_DEFINITION,
} from '../model/index.js';

/** Definition names the evaluator treats specially (spec 2 §3 Special node types). */
export const KIND = {
  level: LEVEL_DEFINITION,
  levelInput: LEVEL_INPUT_DEFINITION,
  levelOutput: LEVEL_OUTPUT_DEFINITION,
  loopStart: 'loopStart',
  loopEnd: 'loopEnd',
  taskStart: 'taskStart',
  taskEnd: 'taskEnd',
  reference: 'reference',
  setEnv: 'setEnv',
  getEnv: 'getEnv',
  getEnvInternal: 'getEnvInternal',
  plugin: 'plugin',
  unitTest: 'unitTest',
} as const;

/**
 * Nodes that only hold other nodes or pictures; they have nothing to compute. A sticky note is not one
 * of them: its text can be wired in and out (spec 2 §3).
 */
const CONTAINERS: ReadonlySet<string> = new Set([...CONTEXT_DEFINITIONS, TRAY_DEFINITION, 'stickyImage']);

export function isContainer(definitionName: string): boolean {
  return CONTAINERS.has(definitionName);
}

/**
 * Whether asking the evaluator for this node's outputs makes sense: containers, level outputs and
 * plugins answer with the spec's 'Cannot be parsed … directly' messages, so a view that shows every
 * node's status (the canvas) does not ask for them.
 */
export function isParsedDirectly(definitionName: string): boolean {
  return (
    !isContainer(definitionName) && definitionName !== KIND.levelOutput && definitionName !== KIND.plugin
  );
}

/** A level, or an unpacked UDN (which behaves as a level). */
export function isLevelLike(node: GraphNode): boolean {
  return node.definitionName === KIND.level || node.unpacked === true;
}

export function isEnvReaderKind(definitionName: string): boolean {
  return definitionName === KIND.getEnv || definitionName === KIND.getEnvInternal;
}

/** Kinds indexed for fast lookup without scanning the graph. */
export const INDEXED_KINDS: ReadonlySet<string> = new Set([
  KIND.loopStart,
  KIND.loopEnd,
  KIND.setEnv,
  KIND.getEnv,
  KIND.getEnvInternal,
  KIND.unitTest,
]);
