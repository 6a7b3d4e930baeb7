import type { CreateUdnBody, UdnMetadataRecord } from '@nodeloom/api';
import { LATEST_DRAFT, type UdnMetadata } from '@nodeloom/engine';
import type { WorkspaceEditor } from '../editor/WorkspaceEditor.js';
import { createUdn, createVersionGroup, publishUdnVersion, updateUdn } from '../services/udns.js';
import { levelToUdn, type PackedLevel } from './level-to-udn.js';
import type { UdnSession } from './udn-session.js';
import { toEngineMetadata } from './udn-transport.js';

export type VersionGroupChoice = { kind: 'new' } | { kind: 'existing'; groupId: string };

export interface NewUdnFields {
  name: string;
  version: string;
  description: string;
  group: VersionGroupChoice;
}

/** The draft of a version group in the library, if it has one. */
export function draftOf(session: UdnSession, groupId: string): UdnMetadata | undefined {
  return session.library.versionGroup(groupId).find((m) => m.definition.version === LATEST_DRAFT);
}

/** Registers records the server returned, with the graph they were made from. */
function register(session: UdnSession, records: UdnMetadataRecord[], graph: PackedLevel['graph']) {
  return session.registerWritten(records.map(toEngineMetadata), graph);
}

/** Writes the group's draft (creating it when the group has none) with a packed level's definition and graph. */
async function writeDraft(
  session: UdnSession,
  groupId: string,
  body: Omit<CreateUdnBody, 'versionGroupId'>,
): Promise<UdnMetadataRecord> {
  const draft = draftOf(session, groupId);
  return draft ? updateUdn(draft.definition.udnId, body) : createUdn({ ...body, versionGroupId: groupId });
}

/**
 * The UDN creator's flow: the level packed into the group's draft, published as the given
 * version, registered, and the level replaced by a node of that version (one undo step).
 */
export async function packLevelIntoUdn(
  editor: WorkspaceEditor,
  session: UdnSession,
  levelId: string,
  fields: NewUdnFields,
): Promise<UdnMetadata> {
  const packed = levelToUdn(editor.graph, levelId);
  const groupId = fields.group.kind === 'new' ? (await createVersionGroup(null)).id : fields.group.groupId;
  const description = fields.description.trim();
  const draft = await writeDraft(session, groupId, {
    definition: {
      definitionName: fields.name,
      hasSubLevel: true,
      ...(description ? { description } : {}),
      inputs: packed.inputs as unknown as Record<string, unknown>[],
      outputs: packed.outputs as unknown as Record<string, unknown>[],
    },
    graph: packed.graph as unknown as CreateUdnBody['graph'],
    versionDescription: description || null,
  });
  const published = await publishUdnVersion(draft.definition.udnId, fields.version);
  const ids = await register(session, [draft, published], packed.graph);
  if (!editor.replaceLevelWithUdn(levelId, published.definition.udnId))
    throw new Error('The level could not be replaced by the UDN');
  editor.udnsChanged(ids);
  return toEngineMetadata(published);
}

/**
 * The UDN editor's flow on an unpacked UDN node (its insides edited on the canvas as a level):
 * the insides become the group's draft, and with a version also a new published version. The
 * node is packed back to the version it had: it is the UDN that changed, and every usage
 * (this one included) shows the outdated warning until it is upgraded.
 */
export async function saveUnpackedUdn(
  editor: WorkspaceEditor,
  session: UdnSession,
  nodeId: string,
  options: { version?: string; versionDescription: string },
): Promise<UdnMetadata> {
  const node = editor.getNode(nodeId);
  const current = node?.udnId ? session.library.metadata(node.udnId) : undefined;
  if (!node?.unpacked || !current) throw new Error('Only an unpacked UDN can be saved as a new version');
  const packed = levelToUdn(editor.graph, nodeId);
  const { definition } = current;
  const draft = await writeDraft(session, current.versionGroup.id, {
    definition: {
      definitionName: definition.definitionName,
      hasSubLevel: true,
      ...(definition.description ? { description: definition.description } : {}),
      ...(definition.parameters
        ? { parameters: definition.parameters as unknown as Record<string, unknown>[] }
        : {}),
      inputs: packed.inputs as unknown as Record<string, unknown>[],
      outputs: packed.outputs as unknown as Record<string, unknown>[],
    },
    graph: packed.graph as unknown as CreateUdnBody['graph'],
    versionDescription: options.versionDescription.trim() || null,
  });
  const records = [draft];
  if (options.version) records.push(await publishUdnVersion(draft.definition.udnId, options.version));
  const ids = await register(session, records, packed.graph);
  editor.repackUdn(nodeId);
  editor.udnsChanged(ids);
  return toEngineMetadata(records.at(-1)!);
}

/**
 * Draft in version group: a new draft made from one of the group's versions (its definition and
 * graph), for a group that has none; it is then edited by unpacking a node of it.
 */
export async function draftFromVersion(
  session: UdnSession,
  source: UdnMetadataRecord,
): Promise<UdnMetadataRecord> {
  const { udnId } = source.definition;
  await session.loader.loadGraphs([udnId]);
  const internals = session.library.internals(udnId);
  if (!internals) throw new Error(`The graph of ${source.definition.definitionName} could not be loaded`);
  const { udnId: _id, version: _version, draft: _draft, ...definition } = source.definition;
  const draft = await createUdn({
    definition: definition as CreateUdnBody['definition'],
    graph: internals.graph as unknown as CreateUdnBody['graph'],
    versionGroupId: source.versionGroup.id,
    versionDescription: source.versionDescription,
  });
  await register(session, [draft], internals.graph);
  return draft;
}
