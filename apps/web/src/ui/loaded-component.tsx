// A component whose code loads on first use, drawn without Suspense. React reveals a Suspense
// boundary's content no sooner than 300 ms after a fallback last showed (its fallback throttle), and a
// `React.lazy` component shows its fallback on every first render, even when its module is already in
// the cache: each lazy step of the workspace's open (the page, then its panels) waited ~300 ms idle.
// Here the placeholder shows while the module loads and the component follows by a plain store
// update, which React does not throttle.
import { type ComponentProps, type ComponentType, type ReactNode, useEffect, useState } from 'react';
import { firstUseCode, useLoadedCode } from './first-use.js';

/** The component, with `load()` to ask for its code ahead (a prefetch). */
export type LoadedComponent<P> = ComponentType<P> & { load(): Promise<unknown> };

/**
 * `importer`'s default export, drawn once its module is there; until then `placeholder` (or what it
 * makes of the props). A module that
 * fails to load throws in render, for the nearest error boundary (as a failed `React.lazy` does).
 */
// biome-ignore lint/suspicious/noExplicitAny: any component's module; its props type is read from it
export function loadedComponent<M extends { default: ComponentType<any> }>(
  importer: () => Promise<M>,
  placeholder: ReactNode | ((props: ComponentProps<M['default']>) => ReactNode) = null,
): LoadedComponent<ComponentProps<M['default']>> {
  type P = ComponentProps<M['default']>;
  const code = firstUseCode(importer);
  function Loaded(props: P) {
    const module = useLoadedCode(code);
    const [failure, setFailure] = useState<Error>();
    useEffect(() => {
      if (module) return;
      let live = true;
      code.load().catch((error: unknown) => {
        if (live) setFailure(error instanceof Error ? error : new Error(String(error)));
      });
      return () => {
        live = false;
      };
    }, [module]);
    if (failure) throw failure;
    if (!module) return <>{typeof placeholder === 'function' ? placeholder(props) : placeholder}</>;
    const Component = module.default;
    return <Component {...props} />;
  }
  return Object.assign(Loaded, { load: code.load });
}
