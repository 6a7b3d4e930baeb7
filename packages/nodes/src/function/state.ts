import { NodeRuleError } from '@nodeloom/engine';
import type { Expression, Statement, VariableDeclaration } from 'estree';

/** The kinds of flow-builder block (spec 2 §4 Flow-builder blocks). */
export type BlockKind = 'forLoop' | 'ifElse' | 'tryCatch' | 'function';

interface BlockBase {
  /** id of the start node that opened the block: both branches of an if-else or try-catch share it */
  id: string;
  /** statements collected inside the block (or inside this branch of it) */
  body: Statement[];
}

export interface ForLoopBlock extends BlockBase {
  kind: 'forLoop';
  init: VariableDeclaration;
  test: Expression;
  update: Expression;
}

export interface IfElseBlock extends BlockBase {
  kind: 'ifElse';
  branch: 'then' | 'else';
  test: Expression;
}

export interface TryCatchBlock extends BlockBase {
  kind: 'tryCatch';
  branch: 'try' | 'catch';
  errorName: string;
}

export interface FunctionBlock extends BlockBase {
  kind: 'function';
  name: string;
  params: string[];
  async: boolean;
}

export type OpenBlock = ForLoopBlock | IfElseBlock | TryCatchBlock | FunctionBlock;
type BlockOf<K extends BlockKind> = Extract<OpenBlock, { kind: K }>;

/** The value carried by exec-flow sockets: program statements plus the stack of open blocks. */
export interface BuilderState {
  type: 'fexBuilderState';
  /** statements at program level */
  body: Statement[];
  /** open blocks, innermost last */
  stack: OpenBlock[];
  /** loops and function ends increase it (spec 2 §4) */
  depth: number;
}

export function emptyState(): BuilderState {
  return { type: 'fexBuilderState', body: [], stack: [], depth: 0 };
}

export function isBuilderState(value: unknown): value is BuilderState {
  const v = value as Partial<BuilderState> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    v.type === 'fexBuilderState' &&
    Array.isArray(v.body) &&
    Array.isArray(v.stack) &&
    typeof v.depth === 'number'
  );
}

/** Reads an exec-flow input; an unconnected one starts a new, empty program. */
export function readState(value: unknown, inputName: string): BuilderState {
  if (value === undefined || value === null) return emptyState();
  if (!isBuilderState(value)) throw new NodeRuleError(`Invalid flow: ${inputName}`);
  return value;
}

/** Appends a statement to the innermost open block, or to the program. States are never mutated. */
export function appendStatement(state: BuilderState, statement: Statement): BuilderState {
  const top = state.stack.at(-1);
  if (!top) return { ...state, body: [...state.body, statement] };
  return { ...state, stack: [...state.stack.slice(0, -1), { ...top, body: [...top.body, statement] }] };
}

export function openBlock(state: BuilderState, block: OpenBlock): BuilderState {
  return { ...state, stack: [...state.stack, block] };
}

/**
 * Pops the innermost block, which must be of `kind`: with none of that kind open the end has no
 * start ('Could not find matching ... block'); with another kind on top, a block opened later is
 * still open ('Expected ... block from stack').
 */
export function closeBlock<K extends BlockKind>(
  state: BuilderState,
  kind: K,
): { block: BlockOf<K>; state: BuilderState } {
  if (!state.stack.some((b) => b.kind === kind))
    throw new NodeRuleError(`Could not find matching ${kind} block`);
  const top = state.stack.at(-1)!;
  if (top.kind !== kind) throw new NodeRuleError(`Expected ${kind} block from stack`);
  return { block: top as BlockOf<K>, state: { ...state, stack: state.stack.slice(0, -1) } };
}

const FIRST_BRANCH = { ifElse: 'then', tryCatch: 'try' } as const;

/**
 * Closes a two-branch block (if-else, try-catch) from the ends of its branches. Each branch is
 * told apart by the branch its block records, so crossed wires still build the right code; two
 * branches must come from the same start node and be different branches.
 */
export function closeBranches<K extends 'ifElse' | 'tryCatch'>(
  ends: BuilderState[],
  kind: K,
): { first: Statement[]; second: Statement[] | undefined; block: BlockOf<K>; state: BuilderState } {
  const closed = ends.map(
    (end) => closeBlock(end, kind) as { block: IfElseBlock | TryCatchBlock; state: BuilderState },
  );
  const [a, b] = closed;
  if (b && (b.block.id !== a.block.id || b.block.branch === a.block.branch)) {
    throw new NodeRuleError(`Could not find matching ${kind} block`);
  }
  const first = closed.find((c) => c.block.branch === FIRST_BRANCH[kind]);
  const second = closed.find((c) => c.block.branch !== FIRST_BRANCH[kind]);
  return {
    first: first?.block.body ?? [],
    second: second?.block.body,
    block: a.block as BlockOf<K>,
    state: a.state,
  };
}

export function increaseDepth(state: BuilderState): BuilderState {
  return { ...state, depth: state.depth + 1 };
}
