// Spec 1 §2: the three built-in layouts. Each call makes fresh panel ids (§9: length 6).

import {
  type LayoutContainer,
  type LayoutJson,
  type LayoutPanel,
  newPanelId,
  type SplitDirection,
} from './layout-json.js';
import type { PanelType } from './panel-types.js';

export const BUILT_IN_LAYOUT_NAMES = ['Basic', 'Pro', 'LargeScreen'] as const;
export type BuiltInLayoutName = (typeof BUILT_IN_LAYOUT_NAMES)[number];

/** Tab titles of the panel types (spec 1 §2's list) when a layout gives none. */
export const PANEL_TITLES: Record<PanelType, string> = {
  graphEditor: 'Graph editor',
  parameterEditor: 'Parameters',
  componentPreviewer: 'Component previewer',
  console: 'Console',
  terminal: 'Terminal',
  nodeGraph: 'Node graph',
};

type Shape = PanelType | { dir: SplitDirection; pct: number; a: Shape; b: Shape };
const row = (pct: number, a: Shape, b: Shape): Shape => ({ dir: 'horizontal', pct, a, b });
const column = (pct: number, a: Shape, b: Shape): Shape => ({ dir: 'vertical', pct, a, b });

const SHAPES: Record<BuiltInLayoutName, Shape> = {
  // the canvas, with the parameters over the previewer on its right
  Basic: row(72, 'graphEditor', column(55, 'parameterEditor', 'componentPreviewer')),
  // Basic with the console and terminal side by side under the canvas: all five in view
  Pro: row(
    64,
    column(68, 'graphEditor', row(50, 'console', 'terminal')),
    column(55, 'parameterEditor', 'componentPreviewer'),
  ),
  // three columns for wide screens: canvas over console and terminal, parameters, a tall previewer
  LargeScreen: row(
    56,
    column(72, 'graphEditor', row(50, 'console', 'terminal')),
    row(42, 'parameterEditor', 'componentPreviewer'),
  ),
};

export function isBuiltInLayoutName(name: string): name is BuiltInLayoutName {
  return (BUILT_IN_LAYOUT_NAMES as readonly string[]).includes(name);
}

export function builtInLayout(name: BuiltInLayoutName): LayoutJson {
  const panels: LayoutPanel[] = [];
  const build = (shape: Shape): LayoutContainer => {
    if (typeof shape === 'string') {
      const panel = { id: newPanelId(panels.map((p) => p.id)), type: shape, title: PANEL_TITLES[shape] };
      panels.push(panel);
      return { panelIds: [panel.id], currentPanelId: panel.id };
    }
    return {
      splitDirection: shape.dir,
      splitPercentage: shape.pct,
      reversed: false,
      firstPath: build(shape.a),
      secondPath: build(shape.b),
    };
  };
  const containers = build(SHAPES[name]);
  return { panels, containers, focusedPanelId: panels[0]?.id ?? null };
}

/**
 * Keeps the ids of panels already shown when another layout replaces this one, one panel per type
 * in order, so a panel that stays (the canvas above all) keeps its state instead of mounting anew.
 */
export function adoptPanelIds(next: LayoutJson, current: LayoutJson): LayoutJson {
  const free = new Map<string, string[]>();
  for (const panel of current.panels) free.set(panel.type, [...(free.get(panel.type) ?? []), panel.id]);
  const taken = new Set(next.panels.map((p) => p.id));
  const rename = new Map<string, string>();
  for (const panel of next.panels) {
    const candidates = free.get(panel.type) ?? [];
    const index = candidates.findIndex((id) => id === panel.id || !taken.has(id));
    if (index < 0) continue;
    const [id] = candidates.splice(index, 1) as [string];
    if (id === panel.id) continue;
    rename.set(panel.id, id);
    taken.add(id);
  }
  if (rename.size === 0) return next;
  const to = (id: string) => rename.get(id) ?? id;
  const walk = (c: LayoutContainer): LayoutContainer => ({
    ...c,
    ...(c.panelIds ? { panelIds: c.panelIds.map(to) } : {}),
    ...(c.currentPanelId ? { currentPanelId: to(c.currentPanelId) } : {}),
    ...(c.firstPath ? { firstPath: walk(c.firstPath) } : {}),
    ...(c.secondPath ? { secondPath: walk(c.secondPath) } : {}),
  });
  return {
    panels: next.panels.map((p) => ({ ...p, id: to(p.id) })),
    containers: walk(next.containers),
    focusedPanelId: next.focusedPanelId ? to(next.focusedPanelId) : null,
  };
}
