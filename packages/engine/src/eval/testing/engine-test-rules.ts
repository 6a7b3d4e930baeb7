import type { DefinitionRegistry, RuleContext } from '../../model/index.js';

const n = (v: unknown) => (typeof v === 'number' ? v : 0);

/** Gives the engine's own test definitions (project/test-registry.ts) small rules so values flow. */
export function withRules(registry: DefinitionRegistry): DefinitionRegistry {
  const rules: Record<string, (ctx: RuleContext) => Record<string, unknown>> = {
    number: ({ params }) => ({ value: n(params.value) }),
    add: ({ inputs }) => ({ result: n(inputs.a) + n(inputs.b) }),
    plus: ({ inputs }) => ({ sum: n(inputs.x) + n(inputs.y) }),
    sum: ({ inputs }) => ({ result: (inputs.values as unknown[]).reduce((a: number, b) => a + n(b), 0) }),
    box: ({ inputs, params }) => ({ out: n(inputs.in) + n(params.width) * n(params.height) }),
  };
  for (const [name, rule] of Object.entries(rules))
    registry.register({ definition: registry.get(name)!, rule });
  return registry;
}
