import type {
  EditorDefaultConfig,
  InputDefinition,
  NodeDefinition,
  NodeModule,
  OutputDefinition,
  ParamDefinition,
  Rule,
} from '@nodeloom/engine';
import { DEFAULT_NODE_COLOR, DEFAULT_NODE_SIZE } from './constants.js';

export interface DefineNodeInput {
  definitionName: string;
  description: string;
  category: string;
  /** defaults to '@nodeloom/nodes' */
  package?: string;
  keywords?: string[];
  async?: boolean;
  hasSubLevel?: boolean;
  localSingleton?: boolean;
  globalSingleton?: boolean;
  availableContexts?: NodeDefinition['availableContexts'];
  deprecated?: boolean;
  inputs?: InputDefinition[];
  parameters?: ParamDefinition[];
  outputs?: OutputDefinition[];
  editor?: Partial<Omit<EditorDefaultConfig, 'definitionName'>>;
  rule?: Rule;
}

/**
 * Builds a node module with the library's defaults filled in, so each node file states only what is
 * its own. Params and inputs show in the order they are listed: a param without `order` gets its
 * index in `parameters`, an input without `orderHint` its index in `inputs`; state them only to
 * override the listing order.
 */
export function defineNode(input: DefineNodeInput): NodeModule {
  const definition: NodeDefinition = {
    definitionName: input.definitionName,
    description: input.description,
    category: input.category,
    package: input.package ?? '@nodeloom/nodes',
    keywords: input.keywords ?? [],
    async: input.async ?? false,
    hasSubLevel: input.hasSubLevel ?? false,
    localSingleton: input.localSingleton ?? false,
    globalSingleton: input.globalSingleton ?? false,
    ...(input.availableContexts ? { availableContexts: input.availableContexts } : {}),
    ...(input.deprecated ? { deprecated: true } : {}),
    inputs: (input.inputs ?? []).map((i, index) => ({ orderHint: index, ...i })),
    parameters: (input.parameters ?? []).map((p, index) => ({ order: index, ...p })),
    outputs: input.outputs ?? [],
    editorConfig: {
      definitionName: input.definitionName,
      nodeName: input.editor?.nodeName ?? input.definitionName,
      style: input.editor?.style ?? { backgroundColor: DEFAULT_NODE_COLOR },
      size: input.editor?.size ?? DEFAULT_NODE_SIZE,
      ...(input.editor?.minSize ? { minSize: input.editor.minSize } : {}),
      ...(input.editor?.resizable ? { resizable: true } : {}),
    },
  };
  return input.rule ? { definition, rule: input.rule } : { definition };
}
