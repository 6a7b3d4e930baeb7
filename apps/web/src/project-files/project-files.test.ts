import { GraphBuilder } from '@nodeloom/engine/testing';
import { describe, expect, it } from 'vitest';
import { eventLogText, fileBaseName, projectFileText } from './project-file-text.js';
import { ProjectImportError, readProjectFile } from './read-project-file.js';

function sampleGraph() {
  const g = new GraphBuilder({ defaultParent: 'hex' });
  const two = g.add('constant', 'two', { params: { type: 'number', value: 2 } });
  const sum = g.add('plus', 'sum');
  g.wire(two, 'value', sum, 'numbers');
  return g.state;
}
const sorted = <T extends { id: string }>(list: T[]) => [...list].sort((a, b) => a.id.localeCompare(b.id));

describe('projects as files', () => {
  it('reads back a downloaded project file, name and graph', () => {
    const graph = sampleGraph();
    const read = readProjectFile('shop.json', projectFileText('Shop', graph));
    expect(read.name).toBe('Shop');
    expect(read.graph).toEqual(graph.toGraph());
  });

  it('reads back a downloaded event log, named after the file', () => {
    const graph = sampleGraph();
    const read = readProjectFile('shop.jsonl', eventLogText(graph, 7));
    expect(read.name).toBe('shop');
    expect(sorted(read.graph.nodes)).toEqual(sorted(graph.toGraph().nodes));
    expect(read.graph.connections).toEqual(graph.toGraph().connections);
  });

  it('reads a bare graph as the CLI does', () => {
    const { nodes, connections } = sampleGraph().toGraph();
    expect(readProjectFile('g.json', JSON.stringify({ nodes, connections })).graph.nodes).toHaveLength(5);
  });

  it('refuses a bad file with a message naming it and what is wrong', () => {
    const cases: [string, string, string][] = [
      ['a.json', '{"graph": 1', 'a.json: invalid JSON:'],
      ['a.json', '[1, 2]', 'a.json: not a project: expected a JSON object'],
      ['a.json', '{"graph": {"nodes": [{}], "connections": []}}', 'a.json: not a project at graph.nodes.0'],
      [
        'a.jsonl',
        '{"eventType":"boom","eventId":"e","timestamp":1}',
        'a.jsonl:1: Unknown or unsupported event type: boom',
      ],
      [
        'a.jsonl',
        '{"eventType":"nodeCreated","eventId":"e","timestamp":1,"nodeId":"node_x","definitionName":"noSuchNode","parentId":"hex","name":"x"}',
        'a.jsonl: ',
      ],
    ];
    for (const [file, text, message] of cases) {
      expect(() => readProjectFile(file, text)).toThrow(ProjectImportError);
      expect(() => readProjectFile(file, text)).toThrow(message);
    }
  });

  it('names files after the project', () => {
    expect(fileBaseName(' My shop / v2 ')).toBe('My-shop-v2');
    expect(fileBaseName('???')).toBe('project');
  });
});
