import type { HtmlChild, Route } from '@nodeloom/nodes';

/** Calls `visit` on every child of the tree, routes and components included. */
export function walkTree(children: HtmlChild[], visit: (child: HtmlChild) => void): void {
  for (const child of children) {
    visit(child);
    switch (child.type) {
      case 'element':
      case 'link':
        walkTree(child.children, visit);
        break;
      case 'component':
        walkTree(child.content, visit);
        break;
      case 'router':
        walkRoutes(child.routes, visit);
        break;
    }
  }
}

function walkRoutes(routes: Route[], visit: (child: HtmlChild) => void): void {
  for (const route of routes) {
    walkTree(route.element, visit);
    walkRoutes(route.children, visit);
  }
}

/** Every class name used in the tree: the candidates Tailwind generates utilities for. */
export function classCandidates(children: HtmlChild[]): string[] {
  const found = new Set<string>();
  walkTree(children, (child) => {
    if (child.type !== 'element' && child.type !== 'link') return;
    for (const name of (child.attributes.class ?? child.attributes.className ?? '').split(/\s+/)) {
      if (name) found.add(name);
    }
  });
  return [...found].sort();
}
