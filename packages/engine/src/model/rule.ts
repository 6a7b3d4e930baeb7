import type { NodeDefinition } from './definition.js';

/** What a rule sees of the node it computes (read-only). */
export interface RuleNodeInfo {
  id: string;
  name: string;
  definitionName: string;
  /** absolute path, e.g. /fex/math/plus */
  path: string;
}

/** Side services a rule may use; the host (browser, server, CLI) provides them. */
export interface RulePlatform {
  /** 'browser' when a DOM is present; image and canvas rules need it */
  kind: 'browser' | 'node';
  fetch: typeof fetch;
  /** current time in ms, injectable for deterministic tests */
  now(): number;
  /** uploads a file to the user's asset manager (uploadToAssetManager); absent when not signed in */
  uploadAsset?(input: { path: string; name: string; data: ArrayBuffer }): Promise<{ url: string }>;
}

export interface RuleContext {
  /** evaluated inputs by identifier; a multi-input is an array ordered by connection order */
  inputs: Record<string, unknown>;
  /** which inputs have at least one wire */
  connected: Record<string, boolean>;
  /** evaluated and coerced defined params by name */
  params: Record<string, unknown>;
  /** evaluated custom params by name */
  customParams: Record<string, unknown>;
  /** environment visible at this node: parent levels' values overridden by the local setEnv */
  env: Record<string, unknown>;
  /** environment from the parent levels only (without this level's local setEnv) */
  parentEnv: Record<string, unknown>;
  node: RuleNodeInfo;
  platform: RulePlatform;
  /** non-fatal problems shown on the node */
  warn(message: string): void;
  log(...args: unknown[]): void;
}

/** Output values by output identifier. */
export type RuleResult = Record<string, unknown>;

export type Rule = (ctx: RuleContext) => RuleResult | Promise<RuleResult>;

/** A built-in node: its definition and, for most, the rule computing its outputs. */
export interface NodeModule {
  definition: NodeDefinition;
  rule?: Rule;
}

/** A rule's expected failure: the engine reports it as 'Failed to parse node {name} {definition}: {message}'. */
export class NodeRuleError extends Error {
  readonly code = 'NodeRuleError';
  constructor(message: string) {
    super(message);
    this.name = 'NodeRuleError';
  }
}
