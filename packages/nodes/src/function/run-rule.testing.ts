import type { NodeModule, RuleContext, RuleResult } from '@nodeloom/engine';

/**
 * Runs a function-builder rule as the engine would: params from the definition's defaults,
 * inputs given are connected, the node id names the block a start node opens.
 */
type RuleCall = { inputs?: Record<string, unknown>; params?: Record<string, unknown>; id?: string };

export function run(module: NodeModule, call: RuleCall = {}): RuleResult {
  const result = runRule(module, call);
  if (result instanceof Promise) throw new Error('function-builder rules are synchronous');
  return result;
}

/** Runs a rule that loads its parser on first use (functionFromString). */
export async function runAsync(module: NodeModule, call: RuleCall = {}): Promise<RuleResult> {
  return runRule(module, call);
}

function runRule(module: NodeModule, call: RuleCall): RuleResult | Promise<RuleResult> {
  const { definition, rule } = module;
  if (!rule) throw new Error(`${definition.definitionName} has no rule`);
  const inputs = call.inputs ?? {};
  const ctx: RuleContext = {
    inputs,
    connected: Object.fromEntries(Object.keys(inputs).map((k) => [k, true])),
    params: {
      ...Object.fromEntries(definition.parameters.map((p) => [p.name, p.defaultValue])),
      ...call.params,
    },
    customParams: {},
    env: {},
    parentEnv: {},
    node: {
      id: call.id ?? 'node_test',
      name: definition.definitionName,
      definitionName: definition.definitionName,
      path: `/fex/${definition.definitionName}`,
    },
    platform: { kind: 'node', fetch: globalThis.fetch, now: () => 0 },
    warn: () => {},
    log: () => {},
  };
  return rule(ctx);
}
