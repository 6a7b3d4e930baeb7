import type { LanguageSupport } from '@codemirror/language';

/**
 * CodeMirror's language support for the inspector's highlight languages (spec 2 §3: plaintext,
 * javascript, html, css, json, markdown). Each package is its own chunk, loaded the first time a
 * node shows that language; plaintext needs none.
 */
const LOADERS: Record<string, () => Promise<LanguageSupport>> = {
  javascript: () => import('@codemirror/lang-javascript').then((m) => m.javascript()),
  html: () => import('@codemirror/lang-html').then((m) => m.html()),
  css: () => import('@codemirror/lang-css').then((m) => m.css()),
  json: () => import('@codemirror/lang-json').then((m) => m.json()),
  markdown: () => import('@codemirror/lang-markdown').then((m) => m.markdown()),
};

const loaded = new Map<string, Promise<LanguageSupport>>();

/** The language support for a name, loaded once; undefined for plaintext and unknown names. */
export function loadLanguage(name: string): Promise<LanguageSupport> | undefined {
  const load = LOADERS[name];
  if (!load) return undefined;
  let pending = loaded.get(name);
  if (!pending) {
    pending = load();
    loaded.set(name, pending);
  }
  return pending;
}
