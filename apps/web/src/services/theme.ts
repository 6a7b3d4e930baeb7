import { lastTheme, type Theme } from '../base/browserStorage.js';

/** Shows the theme: `data-theme` on <html> (the stylesheet keys the light theme on it) and remembers it. */
export function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  document.documentElement.style.colorScheme = theme;
  lastTheme.set(theme);
}
