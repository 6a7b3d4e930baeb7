import { layoutJsonSchema } from '@nodeloom/api';
import { describe, expect, it } from 'vitest';
import { adoptPanelIds, BUILT_IN_LAYOUT_NAMES, builtInLayout } from './built-in-layouts.js';
import {
  CANNOT_ATTACH_PANEL,
  CANNOT_SPLIT_NON_LEAF,
  type LayoutJson,
  PANEL_ID_LENGTH,
  placedPanelIds,
} from './layout-json.js';
import {
  attachPanel,
  closePanel,
  focusPanel,
  movePanelNextTo,
  openPanel,
  reorderPanel,
  splitContainer,
  splitOut,
} from './operations.js';

const panel = (id: string, type = 'console') => ({ id, type, title: id });
/** a | (b, c as tabs, c current) */
function sample(): LayoutJson {
  return {
    panels: [panel('aaaaaa', 'graphEditor'), panel('bbbbbb', 'console'), panel('cccccc', 'terminal')],
    containers: {
      splitDirection: 'horizontal',
      splitPercentage: 60,
      reversed: false,
      firstPath: { panelIds: ['aaaaaa'], currentPanelId: 'aaaaaa' },
      secondPath: { panelIds: ['bbbbbb', 'cccccc'], currentPanelId: 'cccccc' },
    },
    focusedPanelId: 'aaaaaa',
  };
}

describe('built-in layouts', () => {
  it.each(BUILT_IN_LAYOUT_NAMES)('%s is a valid layout JSON with 6-character panel ids', (name) => {
    const json = builtInLayout(name);
    expect(layoutJsonSchema.safeParse(json).success).toBe(true);
    for (const p of json.panels) expect(p.id).toMatch(new RegExp(`^[A-Za-z0-9]{${PANEL_ID_LENGTH}}$`));
    expect(placedPanelIds(json.containers)).toHaveLength(json.panels.length);
  });

  it('Basic holds the graph editor, parameter editor and component previewer; Pro adds console and terminal', () => {
    const types = (name: 'Basic' | 'Pro' | 'LargeScreen') =>
      builtInLayout(name)
        .panels.map((p) => p.type)
        .sort();
    expect(types('Basic')).toEqual(['componentPreviewer', 'graphEditor', 'parameterEditor']);
    expect(types('Pro')).toEqual([
      'componentPreviewer',
      'console',
      'graphEditor',
      'parameterEditor',
      'terminal',
    ]);
    expect(types('LargeScreen')).toEqual(types('Pro'));
  });

  it('switching layouts keeps the ids of panels of the same type (their views stay mounted)', () => {
    const basic = builtInLayout('Basic');
    const pro = adoptPanelIds(builtInLayout('Pro'), basic);
    const idOf = (json: LayoutJson, type: string) => json.panels.find((p) => p.type === type)?.id;
    for (const type of ['graphEditor', 'parameterEditor', 'componentPreviewer'])
      expect(idOf(pro, type)).toBe(idOf(basic, type));
    expect(layoutJsonSchema.safeParse(pro).success).toBe(true);
    expect(new Set(placedPanelIds(pro.containers)).size).toBe(5);
  });
});

describe('layout operations', () => {
  it("refuses to split or attach to a split container with the spec's texts", () => {
    expect(() => splitContainer(sample(), [], panel('dddddd'), 'vertical')).toThrow(CANNOT_SPLIT_NON_LEAF);
    expect(() => attachPanel(sample(), [], panel('dddddd'))).toThrow(CANNOT_ATTACH_PANEL);
  });

  it('splits a leaf 50/50 with the new panel after it, focused', () => {
    const json = splitContainer(sample(), ['first'], panel('dddddd'), 'vertical');
    expect(json.containers.firstPath).toEqual({
      splitDirection: 'vertical',
      splitPercentage: 50,
      reversed: false,
      firstPath: { panelIds: ['aaaaaa'], currentPanelId: 'aaaaaa' },
      secondPath: { panelIds: ['dddddd'], currentPanelId: 'dddddd' },
    });
    expect(json.focusedPanelId).toBe('dddddd');
  });

  it('takes a tab out into a split beside its group, and refuses a panel alone', () => {
    const json = splitOut(sample(), 'cccccc', 'horizontal', 'before');
    expect(json.containers.secondPath).toMatchObject({
      firstPath: { panelIds: ['cccccc'] },
      secondPath: { panelIds: ['bbbbbb'], currentPanelId: 'bbbbbb' },
    });
    expect(() => splitOut(sample(), 'aaaaaa', 'vertical', 'after')).toThrow(/alone in its container/);
  });

  it.each([
    [{ kind: 'first' } as const, ['cccccc', 'bbbbbb']],
    [{ kind: 'left' } as const, ['cccccc', 'bbbbbb']],
    [{ kind: 'right' } as const, ['bbbbbb', 'cccccc']],
    [{ kind: 'last' } as const, ['bbbbbb', 'cccccc']],
    [{ kind: 'exact', index: 0 } as const, ['cccccc', 'bbbbbb']],
    [{ kind: 'exact', index: 99 } as const, ['bbbbbb', 'cccccc']],
  ])('reorders a tab: %o', (move, order) => {
    expect(reorderPanel(sample(), 'cccccc', move).containers.secondPath?.panelIds).toEqual(order);
  });

  it('refuses a fractional exact move', () => {
    expect(() => reorderPanel(sample(), 'cccccc', { kind: 'exact', index: 0.5 })).toThrow(/whole number/);
  });

  it('closes a panel (its split collapses, it stays listed) and reopens the same panel by type', () => {
    const closed = closePanel(sample(), 'aaaaaa');
    expect(closed.containers).toEqual({ panelIds: ['bbbbbb', 'cccccc'], currentPanelId: 'cccccc' });
    expect(closed.focusedPanelId).toBe('bbbbbb');
    expect(closed.panels).toHaveLength(3);
    const reopened = openPanel(closed, 'graphEditor', () => panel('zzzzzz'));
    expect(reopened.containers.panelIds).toEqual(['bbbbbb', 'cccccc', 'aaaaaa']);
    expect(reopened.containers.currentPanelId).toBe('aaaaaa');
    expect(reopened.focusedPanelId).toBe('aaaaaa');
  });

  it('opens a new panel when none of the type is closed, and fills an empty layout', () => {
    let json = sample();
    for (const id of ['aaaaaa', 'bbbbbb', 'cccccc']) json = closePanel(json, id);
    expect(json.containers).toEqual({ panelIds: [], currentPanelId: null });
    expect(json.focusedPanelId).toBeNull();
    const opened = openPanel(json, 'nodeGraph', () => panel('nnnnnn', 'nodeGraph'));
    expect(opened.containers).toEqual({ panelIds: ['nnnnnn'], currentPanelId: 'nnnnnn' });
    expect(layoutJsonSchema.safeParse(opened).success).toBe(true);
  });

  it('moves a panel into the container of another one', () => {
    const json = movePanelNextTo(sample(), 'bbbbbb', 'aaaaaa');
    expect(json.containers.firstPath).toEqual({ panelIds: ['aaaaaa', 'bbbbbb'], currentPanelId: 'bbbbbb' });
    expect(json.containers.secondPath).toEqual({ panelIds: ['cccccc'], currentPanelId: 'cccccc' });
  });

  it('focusing makes a panel current in its group', () => {
    const json = focusPanel(sample(), 'bbbbbb');
    expect(json.containers.secondPath?.currentPanelId).toBe('bbbbbb');
    expect(json.focusedPanelId).toBe('bbbbbb');
    expect(focusPanel(json, 'bbbbbb')).toBe(json);
  });
});
