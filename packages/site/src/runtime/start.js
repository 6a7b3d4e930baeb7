// biome-ignore-all lint/correctness/noUnusedVariables: the runtime files are joined into one script and call each other
// Boots the app: renders APP.entry into #root, re-renders on navigation, applies page meta, runs hooks,
// watches lazy images.

function findRouterType(children) {
  for (const child of children) {
    if (child.type === 'router') return child.routerType;
    const inner = child.children || child.content;
    const found = inner ? findRouterType(inner) : undefined;
    if (found) return found;
  }
  return undefined;
}

function start(app, hooks) {
  const root = document.getElementById('root');
  const initialHead = snapshotHead();
  const locations = new Map();
  let cleanups = [];
  let searchTexts = [];

  const locationFor = (routerType) => {
    if (!locations.has(routerType)) {
      const location = createLocation(routerType);
      location.listen(() => {
        render();
        window.scrollTo(0, 0);
      });
      locations.set(routerType, location);
    }
    return locations.get(routerType);
  };

  const refreshSearch = (search) => {
    for (const { text, name } of searchTexts) text.textContent = searchValue(search, name);
  };

  const runHooks = (mounted) => {
    for (const { hook, element, ctx } of mounted) {
      const navigate = (to) => ctx.location?.push(resolvePath(String(to), ctx.location.current().pathname));
      const useEffect = (effect) => {
        const cleanup = effect();
        if (typeof cleanup === 'function') cleanups.push(cleanup);
      };
      try {
        hooks[hook](element, { ...ctx.params }, new URLSearchParams(ctx.search), navigate, useEffect);
      } catch (error) {
        console.error(`Hook of component ${element.getAttribute('data-nl-component')} failed`, error);
      }
    }
  };

  function render() {
    for (const cleanup of cleanups) cleanup();
    cleanups = [];
    searchTexts = [];
    const routerType = findRouterType(app.entry);
    const location = routerType ? locationFor(routerType) : undefined;
    const ctx = {
      location,
      params: {},
      search: location ? location.current().search : window.location.search,
      outlet: undefined,
      metas: [],
      mounted: [],
      searchTexts,
      svg: false,
      locationFor,
      refreshSearch,
    };
    root.replaceChildren(...renderChildren(app.entry, ctx));
    applyPageMetas(initialHead, ctx.metas);
    runHooks(ctx.mounted);
    cleanups.push(...activateLazyImages(root));
  }

  render();
}
