import type { NodeModule, RuleContext, RuleResult } from '@nodeloom/engine';

/**
 * Runs a function-builder rule as the engine would: params from the definition's defaults,
 * inputs given are connected, the node id names the block a start node opens.
 */
export function run(
  module: NodeModule,
  call: { inputs?: Record<string, unknown>; params?: Record<string, unknown>; id?: string } = {},
): RuleResult {
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
  const result = rule(ctx);
  if (result instanceof Promise) throw new Error('function-builder rules are synchronous');
  return result;
}
