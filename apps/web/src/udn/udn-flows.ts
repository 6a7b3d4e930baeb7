import type { CreateUdnBody, UdnMetadataRecord } from '@nodeloom/api';
import { LATEST_DRAFT, ROOT_ID, type UdnMetadata } from '@nodeloom/engine';
import { ok, type Result, refusal, refused } from '../base/errors.js';
import type { EditorApi } from '../editor/index.js';
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
  editor: EditorApi,
  session: UdnSession,
  levelId: string,
  fields: NewUdnFields,
): Promise<Result<UdnMetadata>> {
  const packing = levelToUdn(editor.graph, levelId);
  if (!packing.ok) return packing;
  const packed = packing.value;
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
  if (!editor.udns.replaceLevel(levelId, published.definition.udnId))
    return refused(refusal('udn.levelNotReplaced'));
  editor.library.udnsChanged(ids);
  return ok(toEngineMetadata(published));
}

/**
 * The UDN editor's flow on an unpacked UDN node (its insides edited on the canvas as a level):
 * the insides become the group's draft, and with a version also a new published version. The
 * node is packed back to the version it had: it is the UDN that changed, and every usage
 * (this one included) shows the outdated warning until it is upgraded.
 */
export async function saveUnpackedUdn(
  editor: EditorApi,
  session: UdnSession,
  nodeId: string,
  options: { version?: string; versionDescription: string },
): Promise<Result<UdnMetadata>> {
  const node = editor.nodes.get(nodeId);
  const current = node?.udnId ? session.library.metadata(node.udnId) : undefined;
  if (!node?.unpacked || !current) return refused(refusal('udn.onlyUnpackedSaves'));
  const packing = levelToUdn(editor.graph, nodeId);
  if (!packing.ok) return packing;
  const packed = packing.value;
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
  // its insides are packed away: a canvas showing them goes back to the level holding the node
  if (editor.view.levelPath().some((crumb) => crumb.id === nodeId))
    editor.view.goToLevel(node.parentId ?? ROOT_ID);
  editor.udns.repack(nodeId);
  editor.library.udnsChanged(ids);
  return ok(toEngineMetadata(records.at(-1)!));
}

/** What the draft-in-version-group dialog names the new draft. */
export interface DraftFields {
  name: string;
  description: string;
}

/**
 * Draft in version group: the group's draft ('latestDraft') made from one of its versions (its
 * definition and graph) under the given name and description. A group has one draft: when it has
 * one already (`replacing`), that draft is rewritten rather than a second one made. The draft is
 * then edited by unpacking a node of it.
 */
export async function draftFromVersion(
  session: UdnSession,
  source: UdnMetadataRecord,
  fields?: DraftFields,
  replacing?: string,
): Promise<Result<UdnMetadataRecord>> {
  const { udnId } = source.definition;
  session.library.registerMetadata([toEngineMetadata(source)]);
  await session.loader.loadGraphs([udnId]);
  const internals = session.library.internals(udnId);
  if (!internals) return refused(refusal('udn.graphNotLoaded', source.definition.definitionName));
  const { udnId: _id, version: _version, draft: _draft, ...definition } = source.definition;
  const description = fields?.description.trim();
  const body = {
    definition: {
      ...definition,
      ...(fields ? { definitionName: fields.name.trim() } : {}),
      ...(description ? { description } : {}),
    } as CreateUdnBody['definition'],
    graph: internals.graph as unknown as CreateUdnBody['graph'],
    versionDescription: source.versionDescription,
  };
  const draft = replacing
    ? await updateUdn(replacing, body)
    : await createUdn({ ...body, versionGroupId: source.versionGroup.id });
  await register(session, [draft], internals.graph);
  return ok(draft);
}

/**
 * 'Edit' on a version in the UDN manager: its inner graph opened as a level to edit. A packed node
 * of that version on the current level is unpacked (one is added at the pointer when there is
 * none) and entered; its insides are then saved from the UDN editor as a new version or the draft.
 * Returns the unpacked node's id.
 */
export async function editVersionInProject(
  editor: EditorApi,
  session: UdnSession,
  record: UdnMetadataRecord,
): Promise<Result<string>> {
  const { udnId, definitionName } = record.definition;
  session.library.registerMetadata([toEngineMetadata(record)]);
  await session.loader.loadGraphs([udnId]);
  if (!session.library.internals(udnId)) return refused(refusal('udn.graphNotLoaded', definitionName));
  editor.library.udnsChanged([udnId]);
  let nodeId = editor.view
    .levelNodeIds()
    .find((id) => editor.nodes.get(id)?.udnId === udnId && !editor.nodes.get(id)?.unpacked);
  if (!nodeId) {
    nodeId = editor.nodes.create(definitionName, editor.view.pointer());
    if (!nodeId) return refused(refusal('udn.cannotAddHere', definitionName));
    // the name lists one version of the group: the node is moved to the one being edited
    if (editor.nodes.get(nodeId)?.udnId !== udnId && !editor.udns.changeVersion([nodeId], udnId).ok)
      return refused(refusal('udn.versionNotChanged', definitionName));
  }
  if (!editor.udns.unpack(nodeId)) return refused(refusal('udn.notUnpacked', definitionName));
  editor.view.enterLevel(nodeId);
  return ok(nodeId);
}
