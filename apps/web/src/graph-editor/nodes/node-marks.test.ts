import type { GraphNode } from '@nodeloom/engine';
import { describe, expect, it } from 'vitest';
import { nodeMarkAttributes, showsTitleBar } from './node-marks.js';

const withTitleBar = (value: boolean | undefined) =>
  ({ params: value === undefined ? {} : { showTitleBar: { value } } }) as unknown as Pick<
    GraphNode,
    'params'
  >;

describe('node marks (the data-* attributes both canvases give a node)', () => {
  it('shows a viewer’s title bar unless turned off, a tray’s or note’s only when on', () => {
    expect(showsTitleBar(withTitleBar(undefined), 'viewer')).toBe(true);
    expect(showsTitleBar(withTitleBar(false), 'viewer')).toBe(false);
    expect(showsTitleBar(withTitleBar(undefined), 'tray')).toBe(false);
    expect(showsTitleBar(withTitleBar(true), 'stickyNote')).toBe(true);
  });
  it('says state, shape and toggles, the diff only while marked, the title bar only where there is one', () => {
    const base = {
      status: 'clean',
      diff: null,
      shape: 'plate',
      titleBar: null,
      background: true,
      border: false,
    } as const;
    expect(nodeMarkAttributes(base)).toEqual({
      'data-status': 'clean',
      'data-diff': undefined,
      'data-shape': 'plate',
      'data-title-bar': undefined,
      'data-background': 'true',
      'data-border': 'false',
    });
    expect(nodeMarkAttributes({ ...base, diff: 'changed', titleBar: false })).toMatchObject({
      'data-diff': 'changed',
      'data-title-bar': 'false',
    });
  });
});
