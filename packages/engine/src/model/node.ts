import type { DataType, EvalType, FolderType, Widget } from './data-types.js';

export interface Position {
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

/** Flags a node supports (spec 2 §3 Node): bypass, param, preview, hideComment only. */
export const NODE_FLAGS = ['bypass', 'param', 'preview', 'hideComment'] as const;
export type NodeFlag = (typeof NODE_FLAGS)[number];
export type NodeFlags = Partial<Record<NodeFlag, boolean>>;

/** A param declared by the node's definition, as stored on the node (spec 2 §3 Defined param). */
export interface DefinedParam {
  name: string;
  value: unknown;
  expression: string;
  evalType: EvalType;
  glance?: boolean;
}

export interface ParamOption {
  label: string;
  value: unknown;
}

/** A param the user added to a node (spec 2 §3 Custom param). `id` is 25 lowercase alphanumerics. */
export interface CustomParam {
  id: string;
  name: string;
  dataType: DataType;
  value: unknown;
  expression: string;
  evalType: EvalType;
  glance?: boolean;
  defaultValue?: unknown;
  defaultExpression?: string;
  defaultEvalType?: EvalType;
  required?: boolean;
  widget?: Widget | 'folder';
  label?: string;
  description?: string;
  options?: ParamOption[];
  hideWhen?: string;
  disableWhen?: string;
  order?: number;
  min?: number;
  max?: number;
  dataTypeSource?: string;
  /** id of the folder custom param this one sits in */
  parent?: string;
  folderType?: FolderType;
  editable?: boolean;
  isTemplate?: boolean;
  createdFromTemplate?: { identifier: string; groupNumber: number };
}

export interface UdnRepackMappings {
  nodeIdMapping: Record<string, string>;
  customParamIdMapping: Record<string, string>;
}

export type UdnUpdateStrategy = 'manual' | 'auto';

/** A node of the graph (spec 2 §3 Node; spec 1 §3 Node). */
export interface GraphNode {
  id: string;
  definitionName: string;
  name: string;
  /** absent means Root */
  parentId?: string;
  trayNodeId?: string;
  position: Position;
  size: Size;
  color: string;
  comment: string;
  params: Record<string, DefinedParam>;
  customParams: Record<string, CustomParam>;
  flags: NodeFlags;
  unpacked?: boolean;
  isGhost?: boolean;
  udnId?: string;
  udnRepackMappings?: UdnRepackMappings;
  udnUpdateStrategy?: UdnUpdateStrategy;
}

/** A wire (spec 2 §3 Connection). Its id is a hash of the five fields. */
export interface Connection {
  sourceNode: string;
  targetNode: string;
  sourceOutputIdentifier: string;
  targetInputIdentifier: string;
  order: number;
}

export interface ConnectionWithId extends Connection {
  id: string;
}

/** A graph as stored and exchanged: the spec's entity shapes. */
export interface Graph {
  nodes: GraphNode[];
  connections: ConnectionWithId[];
}
