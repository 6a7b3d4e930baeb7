// biome-ignore-all lint/correctness/noUnusedVariables: the runtime files are joined into one script and call each other
// Page meta (pageMeta / attachPageMeta): applied to <head> after every render, in render order,
// so the meta of a nested route overrides its layout's. Empty fields leave the page's own value.

const META_TARGETS = {
  description: ['name', 'description'],
  ogTitle: ['property', 'og:title'],
  ogDescription: ['property', 'og:description'],
  ogImage: ['property', 'og:image'],
};

function snapshotHead() {
  const meta = {};
  for (const [field, [attribute, key]] of Object.entries(META_TARGETS)) {
    meta[field] = document.head.querySelector(`meta[${attribute}="${key}"]`)?.getAttribute('content') ?? '';
  }
  meta.title = document.title;
  meta.icon = document.head.querySelector('link[rel="icon"]')?.getAttribute('href') ?? '';
  return meta;
}

function setHeadMeta(field, value) {
  if (field === 'title') {
    document.title = value;
    return;
  }
  if (field === 'icon') {
    let link = document.head.querySelector('link[rel="icon"]');
    if (!link) {
      link = document.createElement('link');
      link.setAttribute('rel', 'icon');
      document.head.appendChild(link);
    }
    link.setAttribute('href', value);
    return;
  }
  const target = META_TARGETS[field];
  if (!target) return;
  const [attribute, key] = target;
  let tag = document.head.querySelector(`meta[${attribute}="${key}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute(attribute, key);
    document.head.appendChild(tag);
  }
  tag.setAttribute('content', value);
}

/** Restores the page's own head, then applies each rendered meta in order. */
function applyPageMetas(initial, metas) {
  for (const [field, value] of Object.entries(initial)) setHeadMeta(field, value);
  for (const meta of metas) {
    for (const [field, value] of Object.entries(meta)) {
      if (typeof value === 'string' && value !== '') setHeadMeta(field, value);
    }
  }
}
