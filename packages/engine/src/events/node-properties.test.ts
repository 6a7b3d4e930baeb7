import { describe, expect, it } from 'vitest';
import { testProject } from '../project/test-registry.js';

describe('node properties', () => {
  it('renames with the name rules', () => {
    const { create, history, state } = testProject();
    const a = create('number', 'fex', { name: 'a' });
    create('number', 'fex', { name: 'b' });
    expect(() => history.dispatch([{ eventType: 'nodeRenamed', nodeId: a, name: 'b' }])).toThrow(
      'Duplicate node name cannot be used b',
    );
    expect(() => history.dispatch([{ eventType: 'nodeRenamed', nodeId: a, name: 'a*' }])).toThrow(
      'Node name cannot contain forbidden characters',
    );
    expect(() => history.dispatch([{ eventType: 'nodeRenamed', nodeId: a, name: 'c ' }])).toThrow(
      'Node name cannot contain space',
    );
    history.dispatch([{ eventType: 'nodeRenamed', nodeId: a, name: 'c' }]);
    expect(state.getNode(a)!.name).toBe('c');
    expect(state.childByName('fex', 'c')).toBe(a);
    expect(state.childByName('fex', 'a')).toBeUndefined();
  });

  it('refuses a position with a missing x or y', () => {
    const { create, history } = testProject();
    const a = create('number', 'fex');
    expect(() =>
      history.dispatch([{ eventType: 'nodePositionChanged', nodeId: a, position: { x: 1 } }]),
    ).toThrow('Invalid position: x and y must be numbers');
  });

  it('keeps width and height at least 10 when resizing', () => {
    const { create, history, state } = testProject();
    const a = create('number', 'fex');
    history.dispatch([{ eventType: 'nodeResized', nodeId: a, size: { width: 3, height: 40 } }]);
    expect(state.getNode(a)!.size).toEqual({ width: 10, height: 40 });
  });

  it('toggles only bypass, param, preview and hideComment', () => {
    const { create, history, state } = testProject();
    const a = create('number', 'fex');
    history.dispatch([{ eventType: 'nodeFlagToggled', nodeId: a, flag: 'bypass' }]);
    expect(state.getNode(a)!.flags).toEqual({ bypass: true });
    expect(() => history.dispatch([{ eventType: 'nodeFlagToggled', nodeId: a, flag: 'hidden' }])).toThrow(
      expect.objectContaining({ code: 'FlagNotSupported' }),
    );
  });

  it("reports a missing node as 'Node not found: {id}'", () => {
    const { history } = testProject();
    expect(() =>
      history.dispatch([{ eventType: 'colorChanged', nodeId: 'node_none', color: '#000' }]),
    ).toThrow('Node not found: node_none');
  });

  it('adds to a tray only a non-tray node, into a tray node at the same level', () => {
    const { create, history } = testProject();
    const tray = create('trayNode', 'fex');
    const otherTray = create('trayNode', 'fex');
    const elsewhere = create('number', 'hex');
    expect(() =>
      history.dispatch([{ eventType: 'addedToTray', nodeId: otherTray, trayNodeId: tray }]),
    ).toThrow('A tray node cannot be added to a tray');
    expect(() =>
      history.dispatch([{ eventType: 'addedToTray', nodeId: elsewhere, trayNodeId: tray }]),
    ).toThrow('The target must be a tray node at the same level');
    const number = create('number', 'fex');
    expect(() =>
      history.dispatch([{ eventType: 'addedToTray', nodeId: number, trayNodeId: elsewhere }]),
    ).toThrow('The target must be a tray node at the same level');
  });
});
