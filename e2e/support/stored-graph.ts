// The graph as the server stores it (GET /projects/{id}), read from the page as the app reads it:
// what a spec checks a user's edit reached, whichever canvas drew it.
import type { Page } from '@playwright/test';
import { callFromPage } from './workspace.js';

export interface StoredWire {
  id: string;
  sourceNode: string;
  sourceOutputIdentifier: string;
  targetNode: string;
  targetInputIdentifier: string;
  order: number;
}

export interface StoredNode {
  id: string;
  name: string;
  definitionName: string;
  parentId?: string;
}

/** The project the page has open (`/project?id=…`). */
export function openProjectId(page: Page): string {
  const id = new URL(page.url()).searchParams.get('id');
  if (!id) throw new Error(`no project open at ${page.url()}`);
  return id;
}

/** The stored graph's nodes and wires, of the page's open project unless told. */
export async function storedGraph(
  page: Page,
  projectId = openProjectId(page),
): Promise<{ nodes: StoredNode[]; connections: StoredWire[] }> {
  return (
    await callFromPage<{ graph: { nodes: StoredNode[]; connections: StoredWire[] } }>(
      page,
      'GET',
      `/projects/${projectId}`,
    )
  ).graph;
}

/** The stored wires, "<source name>.<output> → <target name>.<input>", sorted: for expect.poll. */
export async function storedWires(page: Page, projectId = openProjectId(page)): Promise<string[]> {
  const { nodes, connections } = await storedGraph(page, projectId);
  const name = (id: string) => nodes.find((n) => n.id === id)?.name ?? id;
  return connections
    .map(
      (c) =>
        `${name(c.sourceNode)}.${c.sourceOutputIdentifier} → ${name(c.targetNode)}.${c.targetInputIdentifier}`,
    )
    .sort();
}
