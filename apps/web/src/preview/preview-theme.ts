// The previewer's themes, apart from site-document.ts: reading them must not bring the site builder
// (@nodeloom/site with tailwind), which loads only when a preview is built.
export const PREVIEW_THEMES = ['system', 'light', 'dark'] as const;
export type PreviewTheme = (typeof PREVIEW_THEMES)[number];
