import type { EditorApi } from '../editor/index.js';
import { PREVIEW_THEMES, type PreviewTheme } from './preview-theme.js';
import { DEFAULT_PREVIEW_OPTIONS, type PreviewOptions } from './SitePreview.js';

/** A previewer node's evaluated param, by name (expressions included). */
const param = (editor: EditorApi, id: string, name: string) => editor.params.entry(id, name)?.value;

/** The previewer node's params as preview options, each falling back to its default when unset or out of range. */
export function previewerOptions(editor: EditorApi, id: string): PreviewOptions {
  const zoom = Number(param(editor, id, 'zoom'));
  const theme = String(param(editor, id, 'theme') ?? '');
  const startRoute = param(editor, id, 'startRoute');
  const alignment = param(editor, id, 'alignment');
  const showBorder = param(editor, id, 'showBorder');
  return {
    startRoute:
      typeof startRoute === 'string' && startRoute.trim() ? startRoute : DEFAULT_PREVIEW_OPTIONS.startRoute,
    zoom: Number.isFinite(zoom) && zoom > 0 ? zoom : DEFAULT_PREVIEW_OPTIONS.zoom,
    alignment: typeof alignment === 'string' ? alignment : DEFAULT_PREVIEW_OPTIONS.alignment,
    theme: (PREVIEW_THEMES as readonly string[]).includes(theme) ? (theme as PreviewTheme) : 'system',
    showBorder: showBorder !== false,
  };
}

/** A string key of the options, so a view can subscribe to them as a primitive (stable across renders). */
export function optionsKey(options: PreviewOptions): string {
  return JSON.stringify(options);
}

/** The node a previewer node's node path names, if it names one. */
export function previewerTarget(editor: EditorApi, id: string): string | undefined {
  const path = param(editor, id, 'nodePath');
  return typeof path === 'string' && path.trim() ? editor.nodes.resolvePath(id, path.trim()) : undefined;
}
