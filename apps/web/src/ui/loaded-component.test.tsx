// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './ErrorBoundary.js';
import { loadedComponent } from './loaded-component.js';

afterEach(cleanup);

/** A module whose arrival the test decides. */
function deferredModule() {
  let arrive: (module: { default: (props: { name: string }) => ReactElement }) => void = () => {};
  let fail: (error: Error) => void = () => {};
  const importer = vi.fn(
    () =>
      new Promise<{ default: (props: { name: string }) => ReactElement }>((resolve, reject) => {
        arrive = resolve;
        fail = reject;
      }),
  );
  return { importer, arrive: (m: Parameters<typeof arrive>[0]) => arrive(m), fail: (e: Error) => fail(e) };
}

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

describe('loadedComponent', () => {
  it('shows the placeholder made from the props until the module is there, then the component', async () => {
    const module = deferredModule();
    const Loaded = loadedComponent(module.importer, ({ name }) => <p>Loading {name}</p>);
    render(<Loaded name="Ada" />);
    expect(screen.getByText('Loading Ada')).toBeTruthy();
    await act(async () => module.arrive({ default: Greeting }));
    expect(screen.getByText('Hello Ada')).toBeTruthy();
    expect(screen.queryByText('Loading Ada')).toBeNull();
  });

  it('loads once for every instance, and draws at once where the module is already there', async () => {
    const module = deferredModule();
    const Loaded = loadedComponent(module.importer);
    const { container } = render(
      <>
        <Loaded name="a" />
        <Loaded name="b" />
      </>,
    );
    expect(container.textContent).toBe('');
    await act(async () => module.arrive({ default: Greeting }));
    expect(container.textContent).toBe('Hello aHello b');
    cleanup();
    render(<Loaded name="c" />);
    // no placeholder frame: the first render draws it
    expect(screen.getByText('Hello c')).toBeTruthy();
    expect(module.importer).toHaveBeenCalledTimes(1);
  });

  it('a module that fails to load reaches the error boundary; load() asks again', async () => {
    const module = deferredModule();
    const Loaded = loadedComponent(module.importer, <p>Loading</p>);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ErrorBoundary>
        <Loaded name="Ada" />
      </ErrorBoundary>,
    );
    await act(async () => module.fail(new Error('chunk gone')));
    expect(screen.queryByText('Loading')).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('chunk gone');
    const again = Loaded.load();
    module.arrive({ default: Greeting });
    await again;
    expect(module.importer).toHaveBeenCalledTimes(2);
  });
});
