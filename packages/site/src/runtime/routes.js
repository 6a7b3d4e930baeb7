// biome-ignore-all lint/correctness/noUnusedVariables: the runtime files are joined into one script and call each other
// Route matching of the generated app: React Router's path syntax and ranking, without React.
// A branch is a chain of routes from the top to a leaf; the best-ranked branch matching the path wins.

/** Joins a parent pattern and a route's path ('' for index and layout routes; absolute paths restart). */
function joinPattern(base, path) {
  if (!path) return base;
  if (path.startsWith('/')) return path;
  return `${base.replace(/\/+$/, '')}/${path}`;
}

function segmentsOf(pattern) {
  return pattern.split('/').filter((s) => s !== '');
}

/** Every branch of the route tree: { chain, pattern, score, order } (layout routes alone are not branches). */
function flattenRoutes(routes, parentChain = [], parentPattern = '/', branches = []) {
  for (const route of routes) {
    const own = route.isIndex || route.isLayout ? '' : route.path || '';
    const pattern = joinPattern(parentPattern, own);
    const chain = [...parentChain, route];
    if (route.children.length > 0) flattenRoutes(route.children, chain, pattern, branches);
    if (!route.isLayout)
      branches.push({ chain, pattern, score: scorePattern(pattern, route.isIndex), order: branches.length });
  }
  return branches;
}

/** React Router's ranking: static segments beat parameters, parameters beat splats, index routes win ties. */
function scorePattern(pattern, isIndex) {
  const segments = segmentsOf(pattern);
  let score = segments.length;
  if (segments.includes('*')) score -= 2;
  if (isIndex) score += 2;
  for (const segment of segments) {
    if (segment === '*') continue;
    score += segment.startsWith(':') ? 3 : 10;
  }
  return score;
}

/** Matches a pathname against a pattern; returns the path parameters or null. */
function matchPattern(pattern, pathname) {
  const want = segmentsOf(pattern);
  const have = segmentsOf(pathname);
  const params = {};
  for (let i = 0; i < want.length; i++) {
    const segment = want[i];
    if (segment === '*') {
      params['*'] = have.slice(i).map(decodeSegment).join('/');
      return params;
    }
    if (i >= have.length) {
      if (segment.startsWith(':') && segment.endsWith('?')) continue;
      return null;
    }
    if (segment.startsWith(':')) params[segment.slice(1).replace(/\?$/, '')] = decodeSegment(have[i]);
    else if (segment.toLowerCase() !== have[i].toLowerCase()) return null;
  }
  return have.length <= want.length ? params : null;
}

function decodeSegment(segment) {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The matched chain of routes and the path parameters, or null when no route answers. */
function matchRoutes(routes, pathname) {
  const branches = flattenRoutes(routes).sort((a, b) => b.score - a.score || a.order - b.order);
  for (const branch of branches) {
    const params = matchPattern(branch.pattern, pathname);
    if (params) return { chain: branch.chain, params };
  }
  return null;
}
