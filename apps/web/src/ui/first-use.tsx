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
  useLayoutEffect,
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
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void;
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
 * Renders `trigger` until `code` has loaded, then `render(module, trigger, openAtMount)` (the control,
 * using the trigger as its own trigger element). `opens`: a click on the trigger opens the control (a
 * menu). A press or click made before the code was there is not replayed as an event: the control
 * mounts open instead (`openAtMount`, a menu's `defaultOpen`) and takes the focus as any opened menu
 * does. The press counts too because the swap makes a new trigger element: code arriving between the
 * button's press and its release sends the click to their common ancestor, never to either trigger.
 */
export function useFirstUse<M>(
  code: FirstUseCode<M>,
  trigger: ReactElement<TriggerProps>,
  render: (module: M, trigger: ReactElement<TriggerProps>, openAtMount: boolean) => ReactElement,
  { opens }: { opens: boolean },
): ReactElement {
  const [module, setModule] = useState(() => code.current());
  const [openAtMount, setOpenAtMount] = useState(false);
  const element = useRef<HTMLElement | null>(null);
  // whether the trigger had the focus when the code arrived: the swapped-in trigger gets it back
  const hadFocus = useRef(false);
  useEffect(() => {
    if (module) return;
    const arrived = () => {
      hadFocus.current = element.current !== null && element.current === document.activeElement;
      setModule(code.current());
    };
    // loaded between the render and this effect
    if (code.current()) arrived();
    return code.subscribe(arrived);
  }, [code, module]);
  // in the commit that swapped the element, so no key press can land on the page's body in between
  useLayoutEffect(() => {
    const node = element.current;
    if (!module || !node || !hadFocus.current) return;
    hadFocus.current = false;
    // an open control has moved the focus into itself
    if (node.ownerDocument.activeElement === node.ownerDocument.body) node.focus();
  }, [module]);
  const own = trigger.props;
  const ref = bothRefs(own.ref, (node) => {
    element.current = node;
  });
  if (module) return render(module, cloneElement(trigger, { ref }), openAtMount);
  const load = () => {
    code.load().catch((error: Error) => console.warn('A control did not load:', error.message));
  };
  return cloneElement(trigger, {
    ref,
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      own.onPointerEnter?.(event);
      load();
    },
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      own.onPointerDown?.(event);
      // a menu opens on the press, as base-ui's own trigger does for a mouse
      if (opens && event.button === 0) setOpenAtMount(true);
      load();
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      own.onFocus?.(event);
      load();
    },
    onClick: (event: MouseEvent<HTMLElement>) => {
      own.onClick?.(event);
      if (opens) setOpenAtMount(true);
      load();
    },
  });
}
