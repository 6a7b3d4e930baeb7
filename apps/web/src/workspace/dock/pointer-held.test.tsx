// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useOncePointerFree } from './pointer-held.js';

afterEach(cleanup);

function Shown({ value, before }: { value?: string; before: () => void }) {
  return <p>{useOncePointerFree(value, before) ?? 'static'}</p>;
}

const press = (type: 'pointerdown' | 'pointerup' | 'pointercancel') =>
  act(() => {
    window.dispatchEvent(new Event(type));
  });

describe('a swap that waits for a held pointer', () => {
  it('shows the value at once when no pointer is held, and keeps it', () => {
    const before = vi.fn();
    const view = render(<Shown before={before} />);
    expect(screen.getByText('static')).toBeTruthy();
    view.rerender(<Shown value="real" before={before} />);
    expect(screen.getByText('real')).toBeTruthy();
    expect(before).toHaveBeenCalledTimes(1);
    // it stays shown, even if the value goes
    view.rerender(<Shown before={before} />);
    expect(screen.getByText('real')).toBeTruthy();
  });

  it('waits while a pointer is held (a drag in the first second of an open) and shows it on release', async () => {
    const before = vi.fn();
    const view = render(<Shown before={before} />);
    await press('pointerdown');
    view.rerender(<Shown value="real" before={before} />);
    expect(screen.getByText('static')).toBeTruthy();
    expect(before).not.toHaveBeenCalled();
    await press('pointerup');
    expect(screen.getByText('real')).toBeTruthy();
    expect(before).toHaveBeenCalledTimes(1);
  });

  it('takes a cancelled pointer as released', async () => {
    const view = render(<Shown before={() => {}} />);
    await press('pointerdown');
    view.rerender(<Shown value="real" before={() => {}} />);
    expect(screen.getByText('static')).toBeTruthy();
    await press('pointercancel');
    expect(screen.getByText('real')).toBeTruthy();
  });
});
