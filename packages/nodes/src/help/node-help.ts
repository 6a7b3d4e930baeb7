import type { ContextName, DataType, NodeDefinition, ParamOption } from '@nodeloom/engine';

/** One socket of a node, as the help panel lists it. */
export interface SocketHelp {
  identifier: string;
  label: string;
  dataType: DataType;
  description?: string;
  required: boolean;
  /** present for a multi-input: how many wires it takes */
  multiInput?: { min?: number; max?: number };
}

/** One parameter, with everything a user needs to set it. */
export interface ParamHelp {
  name: string;
  label: string;
  dataType: DataType;
  widget: string;
  description?: string;
  defaultValue: unknown;
  required: boolean;
  min?: number;
  max?: number;
  options?: ParamOption[];
  hideWhen?: string;
  disableWhen?: string;
}

/** The structured help of a node definition, for the node help panel. */
export interface NodeHelp {
  definitionName: string;
  nodeName: string;
  category: string;
  package: string;
  description: string;
  keywords: string[];
  /** traits worth telling: async, hasSubLevel, singletons, deprecated */
  traits: string[];
  availableContexts?: ContextName[];
  inputs: SocketHelp[];
  params: ParamHelp[];
  outputs: SocketHelp[];
}

/** Sorts by a hint, keeping declaration order among equal hints (Array.sort is stable). */
function byHint<T>(items: T[], hint: (item: T) => number | undefined): T[] {
  return [...items].sort((a, b) => (hint(a) ?? 0) - (hint(b) ?? 0));
}

function traitsOf(d: NodeDefinition): string[] {
  const traits: [boolean, string][] = [
    [d.async, 'async'],
    [d.hasSubLevel, 'has a sub-level'],
    [d.globalSingleton, 'one per project'],
    [d.localSingleton, 'one per level'],
    [d.deprecated === true, 'deprecated'],
  ];
  return traits.filter(([on]) => on).map(([, trait]) => trait);
}

/** Builds the help of any node definition from its fields alone. */
export function describeNode(d: NodeDefinition): NodeHelp {
  return {
    definitionName: d.definitionName,
    nodeName: d.editorConfig.nodeName,
    category: d.category,
    package: d.package,
    description: d.description,
    keywords: d.keywords,
    traits: traitsOf(d),
    ...(d.availableContexts ? { availableContexts: d.availableContexts } : {}),
    inputs: byHint(d.inputs, (i) => i.orderHint).map((i) => ({
      identifier: i.identifier,
      label: i.label,
      dataType: i.dataType,
      ...(i.description ? { description: i.description } : {}),
      required: i.required === true,
      ...(i.isMultiInput ? { multiInput: { min: i.minInstances, max: i.maxInstances } } : {}),
    })),
    params: byHint(d.parameters, (p) => p.order).map((p) => ({
      name: p.name,
      label: p.label,
      dataType: p.dataType,
      widget: p.widget,
      ...(p.description ? { description: p.description } : {}),
      defaultValue: p.defaultValue,
      required: p.required === true,
      ...(p.min !== undefined ? { min: p.min } : {}),
      ...(p.max !== undefined ? { max: p.max } : {}),
      ...(p.options ? { options: p.options } : {}),
      ...(p.hideWhen ? { hideWhen: p.hideWhen } : {}),
      ...(p.disableWhen ? { disableWhen: p.disableWhen } : {}),
    })),
    outputs: d.outputs.map((o) => ({
      identifier: o.identifier,
      label: o.label,
      dataType: o.dataType,
      ...(o.description ? { description: o.description } : {}),
      required: false,
    })),
  };
}
