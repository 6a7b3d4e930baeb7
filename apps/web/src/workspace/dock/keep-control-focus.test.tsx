// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CommandContext } from '../../actions/commands.js';
import { builtInLayout } from '../../layout/built-in-layouts.js';
import { showLayout, startLayout } from '../../layout/layout-store.js';
import type { PanelDescriptor, PanelProps } from '../panel-descriptor.js';

// Its own file: react-mosaic's code loads once per module registry, so the swap happens once here.
function Panel({ panelId }: PanelProps) {
  return <p>content of {panelId}</p>;
}
vi.mock('../panels/registry.js', () => ({
  panelByType: (type: string): PanelDescriptor => ({
    type: type as PanelDescriptor['type'],
    title: type,
    load: async () => ({ default: Panel }),
  }),
  registeredPanels: () => [],
}));

const { Dock, loadMosaicDock } = await import('./Dock.js');

afterEach(cleanup);

describe('the swap from the static dock to react-mosaic', () => {
  it('gives the focus of a title bar control to its twin in the real dock', async () => {
    startLayout(null);
    showLayout(builtInLayout('Pro'));
    const view = render(<Dock ctx={{} as CommandContext} />);
    const before = screen.getByRole('button', { name: 'Console panel options' });
    before.focus();
    await act(() => loadMosaicDock());
    // react-mosaic's own root drop targets: the real dock is there
    expect(view.container.querySelector('.mosaic-root + .drop-target-container')).toBeTruthy();
    expect(before.isConnected).toBe(false);
    const after = screen.getByRole('button', { name: 'Console panel options' });
    expect(document.activeElement).toBe(after);
  });
});
