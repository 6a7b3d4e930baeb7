import { describe, expect, it } from 'vitest';
import { seededRandom } from '../model/index.js';
import { Project } from './project.js';
import { testRegistry } from './test-registry.js';

const newProject = () =>
  new Project({ registry: testRegistry(), random: seededRandom(1), now: () => 1000 }).init();

describe('Project lifecycle', () => {
  it("raises 'ES is not ready' before init", () => {
    const project = new Project({ registry: testRegistry() });
    expect(project.status).toBe('loading');
    expect(() => project.state).toThrow('ES is not ready');
    project.init();
    expect(project.status).toBe('ready');
  });

  it('creates the root contexts hex, tex and fex for an empty project, colour #ffffff at y 0, 100, 100', () => {
    const state = newProject().state;
    const roots = ['hex', 'tex', 'fex'].map((id) => state.getNode(id)!);
    expect(roots.map((r) => r.definitionName)).toEqual(['htmlContext', 'taskContext', 'functionContext']);
    expect(roots.map((r) => r.color)).toEqual(['#ffffff', '#ffffff', '#ffffff']);
    expect(roots.map((r) => r.position.y)).toEqual([0, 100, 100]);
    expect(roots.every((r) => r.parentId === undefined)).toBe(true);
  });
});
