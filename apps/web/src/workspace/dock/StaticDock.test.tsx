// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CommandContext } from '../../actions/commands.js';
import { type BuiltInLayoutName, builtInLayout } from '../../layout/built-in-layouts.js';
import type { LayoutJson } from '../../layout/layout-json.js';
import { changeLayout, layoutStore, showLayout, startLayout } from '../../layout/layout-store.js';
import { closePanel, openPanel } from '../../layout/operations.js';
import type { PanelDescriptor, PanelProps } from '../panel-descriptor.js';

// The static dock must draw what react-mosaic draws, so that the swap moves nothing on screen.
const renders = new Map<string, number>();
function CountingPanel({ panelId }: PanelProps) {
  renders.set(panelId, (renders.get(panelId) ?? 0) + 1);
  return <input aria-label={`field of ${panelId}`} />;
}
vi.mock('../panels/registry.js', () => ({
  panelByType: (type: string): PanelDescriptor => ({
    type: type as PanelDescriptor['type'],
    title: type,
    load: async () => ({ default: CountingPanel }),
  }),
  registeredPanels: () => [],
}));

const { Dock, loadMosaicDock } = await import('./Dock.js');
const { MosaicDock } = await import('./MosaicDock.js');

afterEach(() => {
  cleanup();
  renders.clear();
});

const ctx = {} as CommandContext;

/** What shows of a dock: tiles and bars with their places, titles, tabs, controls. */
function drawn(container: HTMLElement): string[] {
  const selector =
    '.mosaic, .mosaic-root, .mosaic-tile, .mosaic-tabs-container, .mosaic-split, .mosaic-window, .mosaic-window-toolbar, .mosaic-window-title, .mosaic-window-controls, .mosaic-window-body, .mosaic-tab-bar, .mosaic-tab-bar-tabs, .mosaic-tab-button, .mosaic-tab-bar-controls, .mosaic-tab-drag-button, .mosaic-tab-toolbar-controls, .dock-slot, .dock-action, .dock-panel-state';
  // react-mosaic's drag previews and drop targets show only during a drag; panels are not the dock's
  const shown = [...container.querySelectorAll<HTMLElement>(selector)].filter(
    (el) => !el.closest('.mosaic-preview, .drop-target-container, .dock-panel-content'),
  );
  return shown.map(
    (el) =>
      `${el.tagName} ${el.className} ${el.getAttribute('style') ?? ''} ${el.title} ${el.dataset.panelId ?? ''} ${el.matches('.mosaic-window-title, .mosaic-tab-button, .dock-panel-state') ? el.textContent : ''}`,
  );
}

function alone(panelIds: string[]): LayoutJson {
  const panels = panelIds.map((id) => ({ id, type: 'console', title: `Panel ${id}` }));
  return { panels, containers: { panelIds, currentPanelId: panelIds.at(-1) ?? null }, focusedPanelId: null };
}

/** Basic, Pro, LargeScreen, a tab group inside a split, one at the root, a single panel, none. */
const layouts: [string, () => void][] = [
  ...(['Basic', 'Pro', 'LargeScreen'] as BuiltInLayoutName[]).map((name): [string, () => void] => [
    name,
    () => showLayout(builtInLayout(name)),
  ]),
  [
    'tabs in a split',
    () => {
      showLayout(builtInLayout('Pro'));
      const consoleId = layoutStore.getState().json.panels.find((p) => p.type === 'console')!.id;
      const terminal = layoutStore.getState().json.panels.find((p) => p.type === 'terminal')!.id;
      changeLayout((j) => closePanel(j, terminal));
      changeLayout((j) =>
        openPanel({ ...j, focusedPanelId: consoleId }, 'terminal', () => ({
          id: 't',
          type: 'terminal',
          title: '',
        })),
      );
    },
  ],
  ['a tab group alone', () => showLayout(alone(['a', 'b']))],
  ['a panel alone', () => showLayout(alone(['a']))],
  ['no panel', () => showLayout(alone([]))],
];

describe('the static dock', () => {
  it.each(layouts)('draws %s as react-mosaic does', async (_name, show) => {
    startLayout(null);
    show();
    const stillView = render(<Dock ctx={ctx} />);
    const still = drawn(stillView.container);
    cleanup();
    const realView = render(<MosaicDock />);
    expect(drawn(realView.container)).toEqual(still);
  });

  it('gives way to react-mosaic without rendering a panel again, keeping its element and focus', async () => {
    startLayout(null);
    showLayout(builtInLayout('Pro'));
    const view = render(<Dock ctx={ctx} />);
    const graph = layoutStore.getState().json.panels.find((p) => p.type === 'graphEditor')!.id;
    const field = await view.findByLabelText(`field of ${graph}`);
    field.focus();
    const before = {
      renders: renders.get(graph),
      element: view.container.querySelector(`.dock-panel-content[data-panel-id="${graph}"]`),
    };
    expect(view.container.querySelector('.mosaic-window-body .dock-slot')).toBeTruthy();
    await act(() => loadMosaicDock());
    // react-mosaic's own root drop targets: the real dock is there
    expect(view.container.querySelector('.mosaic-root + .drop-target-container')).toBeTruthy();
    expect(renders.get(graph)).toBe(before.renders);
    expect(view.container.querySelector(`.dock-panel-content[data-panel-id="${graph}"]`)).toBe(
      before.element,
    );
    expect(before.element?.isConnected).toBe(true);
    expect(document.activeElement).toBe(field);
  });
});
