// biome-ignore-all lint/correctness/noUnusedVariables: the runtime files are joined into one script and call each other
// Where the app reads and writes its location, per router type (browser, hash, memory, native, static).

/** Splits '/a/b?x=1#h' into pathname and search. */
function splitPath(path) {
  const url = new URL(path || '/', 'http://app.invalid');
  return { pathname: url.pathname, search: url.search };
}

/** A location source: current() → { pathname, search }; push/replace(path); href(path) for links; listen(fn). */
function createLocation(routerType) {
  if (routerType === 'hash') {
    return {
      clientSide: true,
      current: () => splitPath(window.location.hash.replace(/^#/, '') || '/'),
      push: (path) => {
        window.location.hash = path;
      },
      replace: (path) => {
        window.history.replaceState(null, '', `#${path}`);
      },
      href: (path) => `#${path}`,
      listen: (fn) => window.addEventListener('hashchange', fn),
    };
  }
  if (routerType === 'memory' || routerType === 'native') {
    // the URL bar never changes; the app keeps its own history, starting at /
    const entries = ['/'];
    let index = 0;
    let listener = () => {};
    return {
      clientSide: true,
      current: () => splitPath(entries[index]),
      push: (path) => {
        entries.splice(index + 1, entries.length, path);
        index = entries.length - 1;
        listener();
      },
      replace: (path) => {
        entries[index] = path;
      },
      href: (path) => path,
      listen: (fn) => {
        listener = fn;
      },
    };
  }
  // browser, and static: the page's own URL; a static router leaves navigation to the browser
  const clientSide = routerType !== 'static';
  return {
    clientSide,
    current: () => ({ pathname: window.location.pathname, search: window.location.search }),
    push: (path) => {
      if (!clientSide) {
        window.location.assign(path);
        return;
      }
      window.history.pushState(null, '', path);
      window.dispatchEvent(new Event('nl:navigate'));
    },
    replace: (path) => {
      window.history.replaceState(null, '', path);
    },
    href: (path) => path,
    listen: (fn) => {
      window.addEventListener('popstate', fn);
      window.addEventListener('nl:navigate', fn);
    },
  };
}

/** Resolves a link target against the current path, like a relative URL in a folder. */
function resolvePath(to, pathname) {
  if (to.startsWith('/')) return to;
  const base = pathname.endsWith('/') ? pathname : `${pathname}/`;
  const url = new URL(to, `http://app.invalid${base}`);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** True for targets the browser should open itself: other origins, mail, downloads, fragments. */
function isExternal(to) {
  return /^[a-z][a-z0-9+.-]*:/i.test(to) || to.startsWith('//') || to.startsWith('#');
}
