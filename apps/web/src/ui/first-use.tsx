// Controls whose library code (base-ui's menus, tooltips) loads on first use: the page shows the
// control's own trigger element at once, and the code loads when a pointer enters it, it gets
// focus, or the page prefetches when idle. Then the real control takes the trigger's place; the
// trigger keeps its focus, and a click made while the code loaded opens it.
import {
  cloneElement,
  type FocusEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
  type Ref,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';

/** A module loaded once, on first use; `current()` is undefined until it has loaded. */
export interface FirstUseCode<M> {
  load(): Promise<M>;
  current(): M | undefined;
  subscribe(listener: () => void): () => void;
}

export function firstUseCode<M>(importer: () => Promise<M>): FirstUseCode<M> {
  let module: M | undefined;
  let loading: Promise<M> | undefined;
  const listeners = new Set<() => void>();
  return {
    load() {
      loading ??= importer().then(
        (loaded) => {
          module = loaded;
          for (const listener of [...listeners]) listener();
          return loaded;
        },
        (error: unknown) => {
          // a failed load is tried again on the next use
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    current: () => module,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** The module once it has loaded (re-renders then). */
export function useLoadedCode<M>(code: FirstUseCode<M>): M | undefined {
  return useSyncExternalStore(code.subscribe, code.current);
}

/** What the first-use control adds to its trigger element. */
export interface TriggerProps {
  ref?: Ref<HTMLElement>;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
}

/** The trigger's own ref and ours on one element. */
function bothRefs(own: Ref<HTMLElement> | undefined, ours: (node: HTMLElement | null) => void) {
  return (node: HTMLElement | null) => {
    ours(node);
    if (typeof own === 'function') own(node);
    else if (own) own.current = node;
  };
}

/**
 * Renders `trigger` until `code` has loaded, then `render(module, trigger)` (the control, using the
 * trigger as its own trigger element). `opens`: a click on the trigger opens the control (a menu),
 * so a click made before the code was there is made again on the control's trigger.
 */
export function useFirstUse<M>(
  code: FirstUseCode<M>,
  trigger: ReactElement<TriggerProps>,
  render: (module: M, trigger: ReactElement<TriggerProps>) => ReactElement,
  { opens }: { opens: boolean },
): ReactElement {
  const [module, setModule] = useState(() => code.current());
  const element = useRef<HTMLElement | null>(null);
  // what the trigger had when the code arrived: the swapped-in trigger gets it back
  const carried = useRef({ focus: false, click: false });
  useEffect(() => {
    if (module) return;
    const arrived = () => {
      carried.current.focus = element.current !== null && element.current === document.activeElement;
      setModule(code.current());
    };
    // loaded between the render and this effect
    if (code.current()) arrived();
    return code.subscribe(arrived);
  }, [code, module]);
  useEffect(() => {
    const node = element.current;
    if (!module || !node) return;
    const { focus, click } = carried.current;
    carried.current = { focus: false, click: false };
    if (focus || click) node.focus();
    if (click) node.click();
  }, [module]);
  const own = trigger.props;
  const ref = bothRefs(own.ref, (node) => {
    element.current = node;
  });
  if (module) return render(module, cloneElement(trigger, { ref }));
  const load = () => {
    code.load().catch((error: Error) => console.warn('A control did not load:', error.message));
  };
  return cloneElement(trigger, {
    ref,
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      own.onPointerEnter?.(event);
      load();
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      own.onFocus?.(event);
      load();
    },
    onClick: (event: MouseEvent<HTMLElement>) => {
      own.onClick?.(event);
      if (opens) carried.current.click = true;
      load();
    },
  });
}
