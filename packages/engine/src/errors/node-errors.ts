import { EngineError } from './engine-error.js';

/** Codes of spec 2 §8 Node errors (operations create, update, delete, connection). */
export type NodeErrorCode =
  | 'InvalidOperation'
  | 'FlagNotSupported'
  | 'NodeDefinitionNotFound'
  | 'InvalidParent'
  | 'InvalidNodeId'
  | 'DuplicateNodeId'
  | 'InvalidNodeName'
  | 'DuplicateNodeName'
  | 'NodeNotFound'
  | 'NotUdn'
  | 'NotLevelNode'
  | 'NotUnpackedUdn'
  | 'UdnDefinitionNotFound'
  | 'InvalidDataKey'
  | 'DuplicateName'
  | 'CircularFolderStructure';

export class NodeError extends EngineError {
  declare readonly code: NodeErrorCode;
  constructor(code: NodeErrorCode, message: string) {
    super(code, message);
  }
}

export class NodeNotFoundError extends NodeError {
  constructor(readonly nodeId: string) {
    super('NodeNotFound', `Node not found: ${nodeId}`);
  }
}

export class NodeDefinitionNotFoundError extends NodeError {
  constructor(readonly definitionName: string) {
    super('NodeDefinitionNotFound', `Definition not found: ${definitionName}`);
  }
}

/** Messages of spec 2 §5 Node creation, exactly as written; others are ours (spec: not shown). */
export const CREATION_MESSAGES = {
  invalidId: 'Invalid node id format, it must start with "node_"',
  noParent: 'Cannot create node without parent',
  duplicateId: (id: string) => `Duplicate node id: ${id}`,
  invalidParent: (parent: string) =>
    `Invalid parent ${parent}: it must be a level node, an unpacked UDN or a context node allowing a sub-level`,
  rootContextDelete: (id: string) => `Root context cannot be deleted: ${id}`,
  invalidPosition: 'Invalid position: x and y must be numbers',
  trayInTray: 'A tray node cannot be added to a tray',
  trayTarget: 'The target must be a tray node at the same level',
  folderNotEmpty: 'A folder must be empty to unset',
  cannotSetValue: (name: string) =>
    `Cannot set the value of ${name} directly: templates, instances and folders`,
  invalidEvents: 'invalid events',
} as const;
