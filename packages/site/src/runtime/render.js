// biome-ignore-all lint/correctness/noUnusedVariables: the runtime files are joined into one script and call each other
// Renders the html tree (packages/nodes/src/shared/html/README.md) as DOM nodes.
// ctx: { location, params, search, outlet(), metas, mounted, searchTexts, rerender, locationFor(type) }

const SVG_NS = 'http://www.w3.org/2000/svg';

function renderChildren(children, ctx) {
  return children.flatMap((child) => renderChild(child, ctx));
}

function renderChild(child, ctx) {
  switch (child.type) {
    case 'text':
      return [document.createTextNode(child.value)];
    case 'element':
      return [renderElement(child, ctx)];
    case 'link':
      return [renderLink(child, ctx)];
    case 'outlet':
      return ctx.outlet ? ctx.outlet() : [];
    case 'parameter':
      return [renderParameter(child, ctx)];
    case 'pageMeta':
      ctx.metas.push(child.meta);
      return [];
    case 'component':
      return [renderComponent(child, ctx)];
    case 'router':
      return renderRouter(child, ctx);
    default:
      return [];
  }
}

function setAttributes(element, attributes) {
  for (const [name, value] of Object.entries(attributes)) {
    try {
      element.setAttribute(name === 'className' ? 'class' : name, value);
    } catch {
      // a name the DOM refuses is left out rather than breaking the page
    }
  }
}

function renderElement(node, ctx) {
  const svg = ctx.svg || node.tag.toLowerCase() === 'svg';
  const element = svg ? document.createElementNS(SVG_NS, node.tag) : document.createElement(node.tag);
  setAttributes(element, node.attributes);
  const inner = svg === ctx.svg ? ctx : { ...ctx, svg };
  element.append(...renderChildren(node.children, inner));
  const setter = node.attributes['data-nl-search-setter'];
  if (setter !== undefined) bindSearchSetter(element, setter, ctx);
  return element;
}

function renderLink(node, ctx) {
  const anchor = document.createElement('a');
  setAttributes(anchor, node.attributes);
  anchor.append(...renderChildren(node.children, ctx));
  const location = ctx.location;
  if (!location || isExternal(node.to)) {
    anchor.setAttribute('href', node.to);
    return anchor;
  }
  const target = resolvePath(node.to, location.current().pathname);
  anchor.setAttribute('href', location.href(target));
  if (location.clientSide) {
    anchor.addEventListener('click', (event) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      ) {
        return;
      }
      if (anchor.target && anchor.target !== '_self') return;
      event.preventDefault();
      location.push(target);
    });
  }
  return anchor;
}

function searchValue(search, name) {
  const params = new URLSearchParams(search);
  return name === '' ? JSON.stringify(Object.fromEntries(params)) : (params.get(name) ?? '');
}

function renderParameter(node, ctx) {
  if (node.source === 'search') {
    const text = document.createTextNode(searchValue(ctx.search, node.name));
    ctx.searchTexts.push({ text, name: node.name });
    return text;
  }
  const value = node.name === '' ? JSON.stringify(ctx.params) : (ctx.params[node.name] ?? '');
  return document.createTextNode(value);
}

/** A search setter writes its value to ?name=… and refreshes the search parameters shown, keeping focus. */
function bindSearchSetter(element, name, ctx) {
  const location = ctx.location;
  // a setter without a name has no parameter to write (README "Runtime contracts")
  if (!location || name === '') return;
  if ('value' in element) element.value = new URLSearchParams(location.current().search).get(name) ?? '';
  const update = () => {
    const { pathname, search } = location.current();
    const params = new URLSearchParams(search);
    if (element.value === '') params.delete(name);
    else params.set(name, element.value);
    const query = params.toString();
    location.replace(`${pathname}${query ? `?${query}` : ''}`);
    ctx.refreshSearch(location.current().search);
  };
  element.addEventListener('input', update);
  element.addEventListener('change', update);
}

/** A component renders its content in a box that does not affect layout; its hooks run once mounted. */
function renderComponent(node, ctx) {
  const box = document.createElement('div');
  box.setAttribute('data-nl-component', node.name);
  box.style.display = 'contents';
  box.append(...renderChildren(node.content, ctx));
  for (const hook of node.hooks) ctx.mounted.push({ hook, element: box, ctx });
  return box;
}

function renderRouter(node, ctx) {
  const location = ctx.locationFor(node.routerType);
  const { pathname, search } = location.current();
  const match = matchRoutes(node.routes, pathname);
  if (!match) {
    const missing = document.createElement('p');
    missing.setAttribute('data-nl-not-found', '');
    missing.textContent = 'Page not found';
    return [missing];
  }
  const renderLevel = (level) => {
    const route = match.chain[level];
    const levelCtx = {
      ...ctx,
      location,
      search,
      params: match.params,
      outlet: () => (level + 1 < match.chain.length ? renderLevel(level + 1) : []),
    };
    // a route without element renders its child route, as React Router does
    return route.element.length > 0 ? renderChildren(route.element, levelCtx) : levelCtx.outlet();
  };
  return renderLevel(0);
}
