// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { editorFixture } from '../../editor/testing/editor-fixture.js';
import { LiveRegion } from './LiveRegion.js';

afterEach(cleanup);

describe('LiveRegion', () => {
  it('is one polite status region, empty until the announcer says something', () => {
    const { editor } = editorFixture();
    render(<LiveRegion editor={editor} />);
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');
    let id: string | undefined;
    act(() => {
      id = editor.nodes.create('plus', { x: 0, y: 0 });
    });
    expect(region.textContent).toBe(`${editor.nodes.get(id!)!.name} added`);
  });
});
