import type { NodeModule, RuleContext, RuleResult } from '@nodeloom/engine';

/** What a test states about the node it runs; the rest gets neutral defaults. */
export interface RuleCall {
  inputs?: Record<string, unknown>;
  params?: Record<string, unknown>;
  customParams?: Record<string, unknown>;
  env?: Record<string, unknown>;
  parentEnv?: Record<string, unknown>;
  now?: number;
  fetch?: typeof fetch;
}

/** What a rule reported besides its result. */
export interface RuleRun {
  result: RuleResult;
  warnings: string[];
  logs: unknown[][];
}

/**
 * Runs a module's rule the way the engine would: params start from the definition's defaults,
 * inputs not given are absent (unconnected). Shared by the tests of this library's categories.
 */
export async function runRule(module: NodeModule, call: RuleCall = {}): Promise<RuleRun> {
  const { definition, rule } = module;
  if (!rule) throw new Error(`${definition.definitionName} has no rule`);
  const defaults = Object.fromEntries(definition.parameters.map((p) => [p.name, p.defaultValue]));
  const inputs = call.inputs ?? {};
  const warnings: string[] = [];
  const logs: unknown[][] = [];
  const ctx: RuleContext = {
    inputs,
    connected: Object.fromEntries(Object.keys(inputs).map((k) => [k, true])),
    params: { ...defaults, ...call.params },
    customParams: call.customParams ?? {},
    env: call.env ?? {},
    parentEnv: call.parentEnv ?? {},
    node: {
      id: 'node_test',
      name: definition.definitionName,
      definitionName: definition.definitionName,
      path: `/tex/${definition.definitionName}`,
    },
    platform: {
      kind: 'node',
      fetch: call.fetch ?? globalThis.fetch,
      now: () => call.now ?? 0,
    },
    warn: (message) => warnings.push(message),
    log: (...args) => logs.push(args),
  };
  const result = await rule(ctx);
  return { result, warnings, logs };
}

/** Shortcut for the common case: only the result matters. */
export async function ruleResult(module: NodeModule, call: RuleCall = {}): Promise<RuleResult> {
  return (await runRule(module, call)).result;
}
