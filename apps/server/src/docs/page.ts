/** The HTML around every documentation page: the app's dark look, no script at all. */

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/** Where the pages' stylesheet is served. */
export const DOCS_STYLESHEET_PATH = '/docs/docs.css';

/** A whole page: `title` is plain text (escaped here), `body` is HTML already. */
export function docsPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Nodeloom documentation</title>
<link rel="stylesheet" href="${DOCS_STYLESHEET_PATH}">
</head>
<body>
<header class="docs-bar">
<a class="docs-brand" href="/docs"><span class="docs-mark" aria-hidden="true"></span>Nodeloom documentation</a>
<nav aria-label="Documentation">
<a href="/docs">Guides</a>
<a href="/docs/nodes">Nodes</a>
<a href="/">Open Nodeloom</a>
</nav>
</header>
<main class="docs-page">
${body}
</main>
</body>
</html>
`;
}
