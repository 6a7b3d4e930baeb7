import { isContainer } from './build.js';
import type { HtmlChild, HtmlContainer } from './types.js';

/** Children a node holds, for the node kinds that hold any. */
export function childrenOf(child: HtmlChild): HtmlChild[] {
  if (child.type === 'element' || child.type === 'link') return child.children;
  if (child.type === 'component') return child.content;
  return [];
}

function withChildren(child: HtmlChild, children: HtmlChild[]): HtmlChild {
  if (child.type === 'element' || child.type === 'link') return { ...child, children };
  if (child.type === 'component') return { ...child, content: children };
  return child;
}

/** Calls `visit` on every node, parents before children. */
export function walkHtml(children: HtmlChild[], visit: (child: HtmlChild) => void): void {
  for (const child of children) {
    visit(child);
    walkHtml(childrenOf(child), visit);
  }
}

/**
 * Returns a new tree where `update` replaced each element or link (children first), leaving
 * the input untouched. With `deep` false only the top-level containers are updated.
 */
export function mapContainers(
  children: HtmlChild[],
  update: (container: HtmlContainer) => HtmlContainer,
  deep = true,
): HtmlChild[] {
  return children.map((child) => {
    const inner = deep ? withChildren(child, mapContainers(childrenOf(child), update, deep)) : child;
    return isContainer(inner) ? update(inner) : inner;
  });
}
