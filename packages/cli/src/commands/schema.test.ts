import { EVENT_TYPES } from '@nodeloom/engine';
import { describe, expect, it } from 'vitest';
import { runCli } from '../cli.js';
import { captureIo } from './capture-io.testing.js';

async function schemaOf(which: string) {
  const { io, out } = captureIo({});
  expect(await runCli(['schema', which], io)).toBe(0);
  return JSON.parse(out.join('\n'));
}

describe('nodeloom schema', () => {
  it('events: a JSON Schema with one branch per event type, its required fields listed', async () => {
    const schema = await schemaOf('events');
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    const branches = schema.oneOf as Array<{
      properties: { eventType: { const: string } };
      required: string[];
    }>;
    expect(branches.map((b) => b.properties.eventType.const).sort()).toEqual([...EVENT_TYPES].sort());
    const created = branches.find((b) => b.properties.eventType.const === 'nodeCreated');
    expect(created?.required).toEqual(
      expect.arrayContaining(['eventId', 'eventType', 'timestamp', 'nodeId', 'definitionName']),
    );
  });

  it('project: the Project entity or a bare graph of nodes and connections', async () => {
    const schema = await schemaOf('project');
    const [project, graph] = schema.anyOf;
    expect(project.required).toEqual(['graph']);
    expect(graph.required).toEqual(['nodes', 'connections']);
    expect(graph.properties.nodes.items.required).toEqual(
      expect.arrayContaining(['id', 'definitionName', 'name']),
    );
  });

  it('names the schemas it has when given another', async () => {
    const { io, err } = captureIo({});
    expect(await runCli(['schema', 'nodes'], io)).toBe(2);
    expect(err[0]).toMatch(/^schema takes one of: events, project\n/);
  });
});
