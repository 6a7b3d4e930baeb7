// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { cloneElement, type ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { firstUseCode, type TriggerProps, useFirstUse } from './first-use.js';

afterEach(cleanup);

/** A module whose load the test finishes by hand. */
function heldModule() {
  let finish: () => void = () => {};
  let loads = 0;
  const code = firstUseCode(() => {
    loads += 1;
    return new Promise<{ Control: typeof Control }>((resolve) => {
      finish = () => resolve({ Control });
    });
  });
  return { code, finish: () => finish(), loads: () => loads };
}

/** What the loaded control's trigger did. */
const clicks: string[] = [];

/** Stands for the loaded control (a menu): it shows whether it mounted open, and counts its trigger's clicks. */
function Control({ trigger, openAtMount }: { trigger: ReactElement<TriggerProps>; openAtMount: boolean }) {
  return (
    <div data-testid="control" data-open={openAtMount}>
      {cloneElement(trigger, { onClick: () => clicks.push('click') })}
    </div>
  );
}

function Host({ code, opens }: { code: ReturnType<typeof heldModule>['code']; opens: boolean }) {
  return useFirstUse(
    code,
    <button type="button" aria-label="Layout">
      Layout
    </button>,
    (module, trigger, openAtMount) => <module.Control trigger={trigger} openAtMount={openAtMount} />,
    { opens },
  );
}

describe('first-use controls', () => {
  it('loads the code once however often it is asked for, and again after a failed load', async () => {
    let attempts = 0;
    const code = firstUseCode(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return { value: 42 };
    });
    await expect(code.load()).rejects.toThrow('offline');
    expect(code.current()).toBeUndefined();
    const [first, second] = await Promise.all([code.load(), code.load()]);
    expect(first).toBe(second);
    expect(code.current()).toEqual({ value: 42 });
    expect(attempts).toBe(2);
  });

  it('shows the trigger at once and loads the code when it is pointed at', async () => {
    const held = heldModule();
    render(<Host code={held.code} opens />);
    const trigger = screen.getByRole('button', { name: 'Layout' });
    expect(held.loads()).toBe(0);
    fireEvent.pointerEnter(trigger);
    fireEvent.pointerEnter(trigger);
    expect(held.loads()).toBe(1);
    await act(async () => held.finish());
    expect(screen.getByTestId('control').dataset.open).toBe('false');
    expect(screen.getByTestId('control').contains(screen.getByRole('button', { name: 'Layout' }))).toBe(true);
  });

  it('mounts the control open for a click made while it loaded, without replaying the click', async () => {
    clicks.length = 0;
    const held = heldModule();
    render(<Host code={held.code} opens />);
    const trigger = screen.getByRole('button', { name: 'Layout' });
    trigger.focus();
    fireEvent.click(trigger);
    await act(async () => held.finish());
    const swapped = screen.getByRole('button', { name: 'Layout' });
    expect(swapped).not.toBe(trigger);
    expect(screen.getByTestId('control').dataset.open).toBe('true');
    // an open control takes the focus itself; the stand-in does not, so it is on the trigger again
    expect(document.activeElement).toBe(swapped);
    // a synthetic click on a trigger its control may not have wired yet is what raced
    expect(clicks).toEqual([]);
  });

  it('keeps the focus without a click when the trigger only had focus, and does not open', async () => {
    clicks.length = 0;
    const held = heldModule();
    render(<Host code={held.code} opens />);
    screen.getByRole('button', { name: 'Layout' }).focus();
    await act(async () => held.finish());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Layout' }));
    expect(screen.getByTestId('control').dataset.open).toBe('false');
  });
});
