import type { DefinitionRegistry, GraphNode, RulePlatform } from '../model/index.js';
import type { EvalGraph } from './graph-view.js';
import type { OutputsOf } from './inputs.js';
import type { LevelInterface } from './levels.js';
import type { LoopStructure } from './loops.js';
import type { ParamEvaluator } from './params.js';

/** Outputs computed inside one loop iteration, with the dependencies to record when committed. */
export type IterationScope = Map<string, { outputs: Record<string, unknown>; deps: readonly string[] }>;

export type ComputeResult =
  | { ok: true; outputs: Record<string, unknown>; warnings: string[] }
  | { ok: false; message: string; reason?: string };

/** What computing one node needs from the evaluator. */
export interface ComputeHost {
  graph: EvalGraph;
  registry: DefinitionRegistry;
  params: ParamEvaluator;
  platform: RulePlatform;
  loops(): LoopStructure;
  /** a level, an unpacked UDN, or a packed UDN whose inner graph is known */
  isLevelLike(node: GraphNode): boolean;
  /** whether packed UDNs are evaluated from their inner graphs (a UDN source was given) */
  evaluatesUdns: boolean;
  levelInterface(levelId: string): LevelInterface;
  /** deps of a node as wires, levels and references give them (loops not redirected) */
  structuralDeps(id: string): readonly string[];
  /** the node a reference node points at, recording the path's names */
  referenceTarget(node: GraphNode): string | undefined;
  /** computes a node with the outputs visible through `lookup`; a loop end writes its last iteration into `scope` */
  compute(
    id: string,
    lookup: OutputsOf,
    scope: IterationScope | undefined,
  ): ComputeResult | Promise<ComputeResult>;
  /** keeps a finished loop's last iteration as the Clean values of its nodes */
  commit(iteration: IterationScope): void;
  /** keeps a loop body node's failure so it shows on that node */
  recordFailure(id: string, message: string): void;
}
