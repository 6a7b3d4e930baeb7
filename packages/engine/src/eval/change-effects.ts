import type { GraphNode } from '../model/index.js';
import { type GraphChange, updateMatters } from './changes.js';
import type { EvalGraph } from './graph-view.js';
import { KIND } from './kinds.js';

/** What a batch of edits touches, before the readers of names, params and env are added. */
export interface ChangeEffects {
  /** nodes whose outputs are Dirty (their downstream follows) */
  readonly seeds: Set<string>;
  /** nodes whose param values are dropped (and those of the params reading them) */
  readonly paramSeeds: Set<string>;
  /** node names that came, went or changed: paths reading them resolve anew */
  readonly names: Set<string>;
  readonly removed: string[];
  /** a setEnv came, went or changed: the env is read anew */
  readonly env: boolean;
  /** nodes, wires or names changed: the loop structure is rebuilt */
  readonly structure: boolean;
}

/** How the evaluator sees the graph while it reads the edits (its kinds index follows each node). */
export interface ChangeContext {
  readonly graph: EvalGraph;
  isLevelLike(node: GraphNode): boolean;
  index(node: GraphNode): void;
  unindex(node: GraphNode): void;
}

/** Every node below `id`, at any depth. */
function descendants(graph: EvalGraph, id: string): string[] {
  const out: string[] = [];
  for (let i = -1; i < out.length; i++) out.push(...graph.childrenOf(i < 0 ? id : out[i]));
  return out;
}

const isSocket = (n: GraphNode) =>
  n.definitionName === KIND.levelInput || n.definitionName === KIND.levelOutput;

/** Reads a batch of edits into what they make Dirty (spec 2 §4), indexing added and moved nodes. */
export function changeEffects(changes: readonly GraphChange[], context: ChangeContext): ChangeEffects {
  const { graph } = context;
  const seeds = new Set<string>();
  const paramSeeds = new Set<string>();
  const names = new Set<string>();
  const removed: string[] = [];
  let env = false;
  let structure = false;
  const touchParent = (node: GraphNode) => {
    if (node.parentId) seeds.add(node.parentId);
  };
  for (const change of changes) {
    if (change.type === 'nodeAdded' || change.type === 'nodeRemoved') {
      const { node } = change;
      if (change.type === 'nodeAdded') context.index(node);
      else {
        context.unindex(node);
        removed.push(node.id);
        seeds.add(node.id);
        paramSeeds.add(node.id);
      }
      names.add(node.name);
      touchParent(node);
      env ||= node.definitionName === KIND.setEnv;
      structure = true;
    } else if (change.type === 'nodeUpdated') {
      const { before, after } = change;
      if (!updateMatters(before, after)) continue;
      seeds.add(after.id);
      paramSeeds.add(after.id);
      if (before.name !== after.name) {
        names.add(before.name).add(after.name);
        structure = true; // loop errors quote names
      }
      if (before.definitionName !== after.definitionName || before.parentId !== after.parentId) {
        context.unindex(before);
        context.index(after);
        structure = true;
        env = true;
        touchParent(before);
        touchParent(after);
        names.add(after.name); // paths that went through or to it now lead elsewhere
        // relative paths below it start from another place now
        if (before.parentId !== after.parentId) {
          for (const id of descendants(graph, after.id)) {
            paramSeeds.add(id);
            seeds.add(id);
          }
        }
      }
      if (isSocket(before) || isSocket(after)) touchParent(after);
      env ||= before.definitionName === KIND.setEnv || after.definitionName === KIND.setEnv;
    } else {
      const target = change.connection.targetNode;
      seeds.add(target);
      structure = true;
      const node = graph.getNode(target);
      if (node && context.isLevelLike(node)) {
        for (const child of graph.childrenOf(target)) {
          if (graph.getNode(child)?.definitionName === KIND.levelInput) seeds.add(child);
        }
      }
      if (node?.definitionName === KIND.levelOutput) touchParent(node);
    }
  }
  return { seeds, paramSeeds, names, removed, env, structure };
}
