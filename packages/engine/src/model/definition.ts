import type { DataType, Widget } from './data-types.js';
import type { ParamOption } from './node.js';

/** Root contexts a definition may be limited to (spec 2 §1). */
export type ContextName = 'htmlContext' | 'taskContext' | 'functionContext';

export interface InputDefinition {
  identifier: string;
  label: string;
  description?: string;
  dataType: DataType;
  required?: boolean;
  orderHint?: number;
  isMultiInput?: boolean;
  minInstances?: number;
  maxInstances?: number;
}

export interface ParamDefinition {
  name: string;
  label: string;
  description?: string;
  dataType: DataType;
  defaultValue: unknown;
  required?: boolean;
  widget: Widget;
  options?: ParamOption[];
  min?: number;
  max?: number;
  order?: number;
  /** an expression over the node's own params; when true the param is hidden */
  hideWhen?: string;
  /** an expression over the node's own params; when true the param is disabled */
  disableWhen?: string;
  /** name of a param whose value gives this param's data type */
  dataTypeSource?: string;
}

export interface OutputDefinition {
  identifier: string;
  dataType: DataType;
  label: string;
  description?: string;
}

/** Editor defaults of a definition (spec 2 §3 "editor default config", sizes of spec 2 §9). */
export interface EditorDefaultConfig {
  definitionName: string;
  nodeName: string;
  style: { backgroundColor: string };
  size?: { width: number; height: number };
  minSize?: { width: number; height: number };
  resizable?: boolean;
}

/** The shape of spec 2 §3 "Node definition". */
export interface NodeDefinition {
  definitionName: string;
  description: string;
  category: string;
  package: string;
  keywords: string[];
  async: boolean;
  hasSubLevel: boolean;
  localSingleton: boolean;
  globalSingleton: boolean;
  /** absent: allowed in every context */
  availableContexts?: ContextName[];
  udnId?: string;
  deprecated?: boolean;
  inputs: InputDefinition[];
  parameters: ParamDefinition[];
  outputs: OutputDefinition[];
  editorConfig: EditorDefaultConfig;
}
