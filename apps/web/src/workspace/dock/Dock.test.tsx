// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CommandContext } from '../../actions/commands.js';
import { builtInLayout } from '../../layout/built-in-layouts.js';
import { changeLayout, layoutStore, showLayout, startLayout } from '../../layout/layout-store.js';
import { closePanel, openPanel, reorderPanel, splitOut } from '../../layout/operations.js';
import type { PanelDescriptor, PanelProps } from '../panel-descriptor.js';

// Every panel type is a counting stand-in, except nodeGraph: it has no descriptor.
const renders = new Map<string, number>();
function CountingPanel({ panelId }: PanelProps) {
  renders.set(panelId, (renders.get(panelId) ?? 0) + 1);
  return <p>content of {panelId}</p>;
}
vi.mock('../panels/registry.js', () => ({
  panelByType: (type: string): PanelDescriptor | undefined =>
    type === 'nodeGraph'
      ? undefined
      : {
          type: type as PanelDescriptor['type'],
          title: type,
          load: async () => ({ default: CountingPanel }),
        },
  registeredPanels: () => [],
}));

const { Dock } = await import('./Dock.js');

afterEach(() => {
  cleanup();
  renders.clear();
});

const ctx = {} as CommandContext;

describe('the dock', () => {
  it('draws every panel of the layout, and a placeholder for a type without a descriptor', async () => {
    startLayout(null);
    showLayout(builtInLayout('Pro'));
    render(<Dock ctx={ctx} />);
    const { json } = layoutStore.getState();
    for (const panel of json.panels) expect(await screen.findByText(`content of ${panel.id}`)).toBeTruthy();
    act(() => {
      changeLayout((j) =>
        openPanel(j, 'nodeGraph', () => ({ id: 'nnnnnn', type: 'nodeGraph', title: 'Node graph' })),
      );
    });
    expect(screen.getByText('Node graph is not available')).toBeTruthy();
  });

  it('never renders a panel again when the layout around it changes (split, reorder, close)', async () => {
    startLayout(null);
    showLayout(builtInLayout('Pro'));
    render(<Dock ctx={ctx} />);
    const { json } = layoutStore.getState();
    const graph = json.panels.find((p) => p.type === 'graphEditor')!.id;
    const consoleId = json.panels.find((p) => p.type === 'console')!.id;
    const terminal = json.panels.find((p) => p.type === 'terminal')!.id;
    await screen.findByText(`content of ${graph}`);
    const before = renders.get(graph);
    act(() => {
      // the terminal joins the console's tabs, moves first, is split out again, then the console closes
      changeLayout((j) => closePanel(j, terminal));
      changeLayout((j) =>
        openPanel({ ...j, focusedPanelId: consoleId }, 'terminal', () => ({
          id: 'unused',
          type: 'terminal',
          title: '',
        })),
      );
      changeLayout((j) => reorderPanel(j, terminal, { kind: 'first' }));
      changeLayout((j) => splitOut(j, terminal, 'vertical', 'before'));
      changeLayout((j) => closePanel(j, consoleId));
    });
    expect(screen.getByText(`content of ${graph}`)).toBeTruthy();
    expect(renders.get(graph)).toBe(before);
  });
});
