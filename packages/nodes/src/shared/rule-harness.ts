import type { NodeModule, RuleContext, RuleResult } from '@nodeloom/engine';

export interface RuleRun {
  inputs?: Record<string, unknown>;
  params?: Record<string, unknown>;
  customParams?: Record<string, unknown>;
  env?: Record<string, unknown>;
  /** collects what the rule reports through ctx.warn */
  warnings?: string[];
}

/**
 * Calls a node's rule the way the engine does: params start at the definition's defaults,
 * every given input counts as connected. Always async, so a thrown rule error is a rejection.
 */
export async function runRule(module: NodeModule, run: RuleRun = {}): Promise<RuleResult> {
  const { definition, rule } = module;
  if (!rule) throw new Error(`${definition.definitionName} has no rule`);
  const defaults = Object.fromEntries(definition.parameters.map((p) => [p.name, p.defaultValue]));
  const inputs = run.inputs ?? {};
  const warnings = run.warnings ?? [];
  const ctx: RuleContext = {
    inputs,
    connected: Object.fromEntries(Object.keys(inputs).map((k) => [k, true])),
    params: { ...defaults, ...run.params },
    customParams: run.customParams ?? {},
    env: run.env ?? {},
    parentEnv: run.env ?? {},
    node: {
      id: 'node_test',
      name: definition.definitionName,
      definitionName: definition.definitionName,
      path: `/${definition.definitionName}`,
    },
    platform: { kind: 'node', fetch: globalThis.fetch, now: () => 0 },
    warn: (message) => warnings.push(message),
    log: () => {},
  };
  return rule(ctx);
}

/** The single output of a rule run, for nodes with one output. */
export async function runOutput(module: NodeModule, run: RuleRun = {}): Promise<unknown> {
  const result = await runRule(module, run);
  const [only] = module.definition.outputs;
  return result[only.identifier];
}
