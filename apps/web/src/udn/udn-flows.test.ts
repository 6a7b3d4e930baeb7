import type { UdnMetadataRecord } from '@nodeloom/api';
import type { Graph, UdnWithGraph } from '@nodeloom/engine';
import { createBuiltInRegistry } from '@nodeloom/nodes';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { unwrap } from '../base/errors.js';
import { editorFixture } from '../editor/testing/editor-fixture.js';
import { createUdn, publishUdnVersion, updateUdn } from '../services/udns.js';
import { draftFromVersion, editVersionInProject, saveUnpackedUdn } from './udn-flows.js';
import { UdnSession } from './udn-session.js';
import { toEngineMetadata } from './udn-transport.js';

vi.mock('../services/udns.js', () => ({
  createUdn: vi.fn(),
  updateUdn: vi.fn(),
  createVersionGroup: vi.fn(),
  publishUdnVersion: vi.fn(),
}));

const inner = (id: string, definitionName: string) => ({
  id,
  definitionName,
  name: id,
  position: { x: 0, y: 0 },
  size: { width: 160, height: 50 },
  color: '#808080',
  comment: '',
  params: {},
  customParams: {},
  flags: {},
});
const GRAPH = {
  nodes: [inner('x', 'levelInput'), inner('result', 'levelOutput')],
  connections: [],
} as unknown as Graph;

function record(udnId: string, version: string, extra: Partial<UdnMetadataRecord['definition']> = {}) {
  return {
    definition: {
      udnId,
      definitionName: 'Adder',
      hasSubLevel: true,
      version,
      description: 'adds',
      draft: version === 'latestDraft',
      ...extra,
    },
    editorConfig: null,
    versionGroup: { id: 'group_1' },
    versionDescription: `about ${version}`,
    lastModifiedAt: '2026-01-01T00:00:00.000Z',
  } satisfies UdnMetadataRecord;
}

/** An editor on the function context over a session whose server holds the UDN graphs. */
function workspace() {
  const registry = createBuiltInRegistry();
  const graphOf = (id: string): UdnWithGraph => ({
    id,
    definitionName: 'Adder',
    graph: GRAPH,
    lastModifiedAt: 't',
  });
  const session = new UdnSession(registry, {
    transport: {
      getWithGraphsByIds: async (ids) => ids.map(graphOf),
      getWithoutGraphsByIds: async () => [],
      list: async () => ({ udns: [], metadata: { totalCount: 0 } }),
    },
    toast: () => {},
  });
  const { editor } = editorFixture({ registry, udns: session.library, seed: 5, context: 'fex' });
  return { editor, session };
}

beforeEach(() => {
  vi.mocked(createUdn).mockReset();
  vi.mocked(updateUdn).mockReset();
  vi.mocked(publishUdnVersion).mockReset();
});

describe("the manager's Edit: a version's insides opened as a level", () => {
  it('adds a node of that version (not the newest), unpacks it and enters it', async () => {
    const { editor, session } = workspace();
    const v1 = record('udn_1', '1.0.0');
    // the name lists v2: the new node is moved to v1
    session.library.registerMetadata([v1, record('udn_2', '2.0.0')].map(toEngineMetadata));
    const nodeId = unwrap(await editVersionInProject(editor, session, v1));
    expect(editor.nodes.get(nodeId)).toMatchObject({ udnId: 'udn_1', unpacked: true, parentId: 'fex' });
    expect(editor.view.levelPath().at(-1)?.id).toBe(nodeId);
    expect(editor.graph.childrenOf(nodeId).size).toBe(2);
  });

  it('reuses a packed node of the version on the current level', async () => {
    const { editor, session } = workspace();
    const v1 = record('udn_1', '1.0.0');
    const first = unwrap(await editVersionInProject(editor, session, v1));
    editor.udns.repack(first);
    editor.view.goToLevel('fex');
    expect(unwrap(await editVersionInProject(editor, session, v1))).toBe(first);
    expect(editor.view.levelPath().at(-1)?.id).toBe(first);
  });

  it('publishing from inside it packs the node back and shows the level holding it', async () => {
    const { editor, session } = workspace();
    const nodeId = unwrap(await editVersionInProject(editor, session, record('udn_1', '1.0.0')));
    vi.mocked(createUdn).mockResolvedValue(record('udn_d', 'latestDraft'));
    vi.mocked(publishUdnVersion).mockResolvedValue(record('udn_2', '2.0.0'));
    const published = unwrap(
      await saveUnpackedUdn(editor, session, nodeId, {
        version: '2.0.0',
        versionDescription: '',
      }),
    );
    expect(published.definition.udnId).toBe('udn_2');
    expect(publishUdnVersion).toHaveBeenCalledWith('udn_d', '2.0.0');
    expect(editor.nodes.get(nodeId)).toMatchObject({ udnId: 'udn_1' });
    expect(editor.nodes.get(nodeId)?.unpacked).toBeUndefined();
    expect(editor.view.levelPath().at(-1)?.id).toBe('fex');
  });
});

describe('draft in version group', () => {
  it('a new draft from the chosen version, under its own name and description', async () => {
    const { session } = workspace();
    const v1 = record('udn_1', '1.0.0');
    vi.mocked(createUdn).mockResolvedValue(record('udn_d', 'latestDraft', { definitionName: 'Adder 2' }));
    const draft = unwrap(
      await draftFromVersion(session, v1, { name: ' Adder 2 ', description: 'with a border' }),
    );
    expect(createUdn).toHaveBeenCalledWith({
      definition: { definitionName: 'Adder 2', hasSubLevel: true, description: 'with a border' },
      graph: GRAPH,
      versionGroupId: 'group_1',
      versionDescription: 'about 1.0.0',
    });
    expect(draft.definition.udnId).toBe('udn_d');
    expect(session.library.metadata('udn_d')?.definition.definitionName).toBe('Adder 2');
    expect(session.library.internals('udn_d')?.graph).toBe(GRAPH);
  });

  it("rewrites the group's draft when it has one, and the library takes its new definition", async () => {
    const { session } = workspace();
    session.library.registerMetadata([record('udn_d', 'latestDraft')].map(toEngineMetadata));
    vi.mocked(updateUdn).mockResolvedValue(record('udn_d', 'latestDraft', { definitionName: 'Adder 3' }));
    unwrap(
      await draftFromVersion(
        session,
        record('udn_1', '1.0.0'),
        { name: 'Adder 3', description: '' },
        'udn_d',
      ),
    );
    expect(createUdn).not.toHaveBeenCalled();
    expect(vi.mocked(updateUdn).mock.calls[0]![0]).toBe('udn_d');
    // an empty description keeps the version's own
    expect(vi.mocked(updateUdn).mock.calls[0]![1].definition).toMatchObject({ description: 'adds' });
    expect(session.library.metadata('udn_d')?.definition.definitionName).toBe('Adder 3');
  });
});
