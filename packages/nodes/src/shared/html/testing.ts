import type { NodeModule, RuleContext, RulePlatform, RuleResult } from '@nodeloom/engine';

/** Test support: runs a node's rule with its definition's defaults, as the engine would. */
export interface RunOptions {
  inputs?: Record<string, unknown>;
  params?: Record<string, unknown>;
  platform?: Partial<RulePlatform>;
}

export interface RunResult {
  outputs: RuleResult;
  warnings: string[];
}

export async function runNode(module: NodeModule, options: RunOptions = {}): Promise<RunResult> {
  const { definition, rule } = module;
  if (!rule) throw new Error(`${definition.definitionName} has no rule`);
  const warnings: string[] = [];
  const inputs = options.inputs ?? {};
  const defaults = Object.fromEntries(definition.parameters.map((p) => [p.name, p.defaultValue]));
  const ctx: RuleContext = {
    inputs,
    connected: Object.fromEntries(Object.keys(inputs).map((k) => [k, inputs[k] !== undefined])),
    params: { ...defaults, ...options.params },
    customParams: {},
    env: {},
    parentEnv: {},
    node: {
      id: 'node_test',
      name: definition.definitionName,
      definitionName: definition.definitionName,
      path: `/hex/${definition.definitionName}`,
    },
    platform: {
      kind: 'node',
      fetch: () => Promise.reject(new Error('no network in tests')),
      now: () => 0,
      ...options.platform,
    },
    warn: (message) => warnings.push(message),
    log: () => {},
  };
  return { outputs: await rule(ctx), warnings };
}

/** The definition's param of that name, for asserting defaults, ranges and options. */
export function paramOf(module: NodeModule, name: string) {
  const found = module.definition.parameters.find((p) => p.name === name);
  if (!found) throw new Error(`${module.definition.definitionName} has no param ${name}`);
  return found;
}
