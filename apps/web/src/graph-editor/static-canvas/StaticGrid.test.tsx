// @vitest-environment jsdom

import { cleanup, render } from '@testing-library/react';
import { Background, BackgroundVariant, ReactFlowProvider, useStoreApi } from '@xyflow/react';
import { type ReactNode, useLayoutEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Viewport } from '../../editor/index.js';
import { type GridKind, gridMarkSize } from '../canvas/grid.js';
import { StaticGrid } from './StaticGrid.js';

// The static first frame must draw the grid where xyflow's Background draws it, or the swap to the
// live canvas would move every line: both are rendered here and their patterns compared.

afterEach(cleanup);

const VARIANTS: Record<GridKind, BackgroundVariant> = {
  lines: BackgroundVariant.Lines,
  dots: BackgroundVariant.Dots,
  cross: BackgroundVariant.Cross,
};

function AtViewport({ viewport, children }: { viewport: Viewport; children: ReactNode }) {
  const store = useStoreApi();
  useLayoutEffect(() => {
    store.setState({ transform: [viewport.x, viewport.y, viewport.zoom] });
  }, [store, viewport]);
  return <>{children}</>;
}

/** The pattern's attributes and its one mark's, as drawn. */
function patternOf(container: HTMLElement) {
  const pattern = container.querySelector('pattern');
  const mark = pattern?.firstElementChild;
  if (!pattern || !mark) throw new Error('no pattern drawn');
  const attributes = (el: Element, names: string[]) =>
    Object.fromEntries(names.map((name) => [name, el.getAttribute(name)]));
  return {
    svgClass: container.querySelector('svg')?.getAttribute('class'),
    pattern: attributes(pattern, ['x', 'y', 'width', 'height', 'patternUnits', 'patternTransform']),
    mark: {
      tag: mark.tagName,
      class: mark.getAttribute('class'),
      ...attributes(mark, ['d', 'cx', 'cy', 'r']),
    },
  };
}

const VIEWPORTS: Viewport[] = [
  { x: 0, y: 0, zoom: 1 },
  { x: -137.5, y: 42.25, zoom: 0.6 },
  { x: 913, y: -2048, zoom: 2.5 },
  { x: 12, y: 7, zoom: 0.2 },
];

describe('StaticGrid', () => {
  for (const kind of ['lines', 'dots', 'cross'] as const) {
    for (const viewport of VIEWPORTS) {
      it(`draws the ${kind} pattern as xyflow does at ${JSON.stringify(viewport)}`, () => {
        const live = render(
          <ReactFlowProvider>
            <AtViewport viewport={viewport}>
              <Background
                id="gc-grid"
                variant={VARIANTS[kind]}
                gap={40}
                size={gridMarkSize(kind)}
                className="gc-grid"
              />
            </AtViewport>
          </ReactFlowProvider>,
        );
        const expected = patternOf(live.container);
        live.unmount();
        const still = render(<StaticGrid viewport={viewport} gap={40} kind={kind} />);
        expect(patternOf(still.container)).toEqual(expected);
      });
    }
  }
});
