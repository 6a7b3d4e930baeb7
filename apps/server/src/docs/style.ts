/**
 * The documentation's stylesheet: the app's dark theme (apps/web/src/ui/styles.css colours) at a
 * readable width. Served as a file, as the pages carry no inline style or script.
 */
export const DOCS_CSS = `
:root {
  color-scheme: dark;
  --bg: #0e1016; --surface: #161922; --surface-2: #1d212c; --text: #e7e9f0; --strong: #ffffff;
  --muted: #9298ab; --border: #2a2f3c; --accent: #7b7bf0; --accent-text: #b4b4ff;
  --accent-soft: rgb(123 123 240 / 16%);
}
* { box-sizing: border-box; }
body {
  margin: 0;
  background: radial-gradient(1200px 600px at 10% -10%, rgb(110 110 240 / 14%), transparent), var(--bg);
  background-attachment: fixed;
  color: var(--text);
  font: 16px/1.65 Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
}
a { color: var(--accent-text); text-underline-offset: 2px; }
a:focus-visible { outline: 2px solid var(--accent); outline-offset: 2px; border-radius: 3px; }
.docs-bar {
  position: sticky; top: 0; z-index: 1;
  display: flex; align-items: center; gap: 24px; padding: 12px 24px;
  border-bottom: 1px solid var(--border); background: rgb(14 16 22 / 88%); backdrop-filter: blur(8px);
}
.docs-brand { display: flex; align-items: center; gap: 10px; color: var(--strong); font-weight: 700; text-decoration: none; }
.docs-mark { width: 22px; height: 22px; border-radius: 6px; background: linear-gradient(135deg, #7b7bf0, #a25bd6); }
.docs-bar nav { display: flex; gap: 18px; margin-left: auto; font-size: 14px; }
.docs-bar nav a { color: var(--muted); text-decoration: none; }
.docs-bar nav a:hover { color: var(--strong); }
.docs-page { max-width: 820px; margin: 0 auto; padding: 40px 24px 96px; }
h1, h2, h3, h4 { color: var(--strong); line-height: 1.25; margin: 1.8em 0 0.6em; }
h1 { font-size: 2.1rem; margin-top: 0.4em; letter-spacing: -0.01em; }
h2 { font-size: 1.45rem; padding-bottom: 0.3em; border-bottom: 1px solid var(--border); }
h3 { font-size: 1.15rem; }
p, ul, ol, table, pre, blockquote { margin: 0 0 1.1em; }
li + li { margin-top: 0.3em; }
code { font: 0.88em/1.5 ui-monospace, "SF Mono", Menlo, monospace; background: var(--surface-2); padding: 0.1em 0.35em; border-radius: 4px; }
pre { overflow-x: auto; padding: 14px 16px; background: var(--surface); border: 1px solid var(--border); border-radius: 8px; }
pre code { background: none; padding: 0; }
blockquote { margin-left: 0; padding: 2px 16px; border-left: 3px solid var(--accent); background: var(--accent-soft); border-radius: 0 6px 6px 0; }
table { display: block; overflow-x: auto; border-collapse: collapse; font-size: 0.92em; }
th, td { padding: 6px 12px; border: 1px solid var(--border); text-align: left; vertical-align: top; }
th { background: var(--surface-2); color: var(--strong); }
img { max-width: 100%; height: auto; border: 1px solid var(--border); border-radius: 8px; }
hr { border: 0; border-top: 1px solid var(--border); margin: 2em 0; }
.docs-lead { color: var(--muted); font-size: 1.05rem; }
.docs-cards { display: grid; grid-template-columns: repeat(auto-fill, minmax(230px, 1fr)); gap: 12px; padding: 0; list-style: none; }
.docs-cards li { margin: 0; }
.docs-cards a {
  display: block; height: 100%; padding: 14px 16px; border: 1px solid var(--border); border-radius: 10px;
  background: var(--surface); color: var(--strong); text-decoration: none; font-weight: 600;
}
.docs-cards a:hover { border-color: var(--accent); background: var(--surface-2); }
.docs-cards small { display: block; margin-top: 4px; color: var(--muted); font-weight: 400; }
.docs-facts { display: grid; grid-template-columns: max-content 1fr; gap: 4px 16px; }
.docs-facts dt { color: var(--muted); }
.docs-facts dd { margin: 0; }
`;
