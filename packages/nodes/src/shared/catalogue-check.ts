import { DATA_TYPES, type NodeDefinition, type NodeModule, WIDGETS } from '@nodeloom/engine';
import { categories } from '../categories.js';

/** Problems of one definition against spec 2 §3 "Node definition"; empty when valid. */
export function definitionProblems(module: NodeModule, category: string): string[] {
  const d: NodeDefinition = module.definition;
  const problems: string[] = [];
  const where = d.definitionName;
  if (d.category !== category) problems.push(`${where}: category ${d.category}`);
  if (!d.description.trim()) problems.push(`${where}: no description`);
  if (d.editorConfig.definitionName !== d.definitionName) problems.push(`${where}: editor config name`);
  if (module.rule && d.outputs.length === 0) problems.push(`${where}: a rule but no outputs`);
  for (const i of d.inputs) {
    if (!DATA_TYPES.includes(i.dataType)) problems.push(`${where}: input ${i.identifier} data type`);
    if (i.isMultiInput && (i.minInstances ?? 0) > (i.maxInstances ?? Number.POSITIVE_INFINITY))
      problems.push(`${where}: input ${i.identifier} instances`);
  }
  for (const o of d.outputs)
    if (!DATA_TYPES.includes(o.dataType)) problems.push(`${where}: output ${o.identifier}`);
  for (const p of d.parameters) {
    const at = `${where}: param ${p.name}`;
    if (!DATA_TYPES.includes(p.dataType)) problems.push(`${at} data type`);
    if (!WIDGETS.includes(p.widget)) problems.push(`${at} widget`);
    if (typeof p.defaultValue === 'number') {
      if (p.min !== undefined && p.defaultValue < p.min) problems.push(`${at} default below min`);
      if (p.max !== undefined && p.defaultValue > p.max) problems.push(`${at} default above max`);
    }
    if (p.options && !p.options.some((o) => o.value === p.defaultValue))
      problems.push(`${at} default not an option`);
  }
  return problems;
}

/** The registered modules of a category, by definition name. */
export function registeredModules(category: string): Map<string, NodeModule> {
  const found = categories.find((c) => c.name === category);
  return new Map((found?.modules ?? []).map((m) => [m.definition.definitionName, m]));
}

/** Every problem of a category against its names in node-catalogue.md: missing, misnamed or invalid. */
export function catalogueProblems(category: string, names: readonly string[]): string[] {
  const registered = registeredModules(category);
  const problems = names.filter((n) => !registered.has(n)).map((n) => `${n}: not registered`);
  for (const [name, module] of registered) {
    if (module.definition.definitionName !== name) problems.push(`${name}: definitionName`);
    problems.push(...definitionProblems(module, category));
  }
  return problems;
}
