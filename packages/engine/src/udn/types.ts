import type {
  EditorDefaultConfig,
  Graph,
  InputDefinition,
  OutputDefinition,
  ParamDefinition,
} from '../model/index.js';

/** 'latestDraft' is newer than every version; 'outdated' older than every one (spec 2 §3 UDN records). */
export type UdnVersion = string;

/** A UDN's metadata record (spec 2 §3): what registering it in the node library needs. */
export interface UdnMetadata {
  definition: {
    udnId: string;
    definitionName: string;
    hasSubLevel: boolean;
    version: UdnVersion;
    description?: string;
    inputs?: InputDefinition[];
    parameters?: ParamDefinition[];
    outputs?: OutputDefinition[];
    /** a draft record (decides between the two outdated messages) */
    draft?: boolean;
  };
  editorConfig?: Partial<EditorDefaultConfig>;
  versionGroup: { id: string };
  lastModifiedAt: string;
}

/** A UDN with its inner graph (spec 2 §3 "With graph"). */
export interface UdnWithGraph {
  id: string;
  definitionName: string;
  graph: Graph;
  lastModifiedAt: string;
}

export interface UdnVersionGroup {
  id: string;
  sharedDefinition?: unknown;
}

/** The UDN calls of spec 2 §7; the web app binds them to the REST client, tests to a fake. */
export interface UdnTransport {
  /** at most UDN_GRAPH_BATCH_SIZE ids per call */
  getWithGraphsByIds(udnIds: string[]): Promise<UdnWithGraph[]>;
  getWithoutGraphsByIds(udnIds: string[]): Promise<UdnMetadata[]>;
  list(page: number, pageSize: number): Promise<{ udns: UdnMetadata[]; metadata: { totalCount: number } }>;
}

/** The local 'udn-cache' (browser database version 2): graphs by id, metadata by UDN id. */
export interface UdnCache {
  getGraph(id: string): Promise<UdnWithGraph | undefined>;
  putGraph(item: UdnWithGraph): Promise<void>;
  getMetadata(udnId: string): Promise<UdnMetadata | undefined>;
  putMetadata(item: UdnMetadata): Promise<void>;
}

export interface UdnToast {
  title: string;
  description?: string;
}
