import { describe, expect, it } from 'vitest';
import { paramOf } from '../shared/html/testing.js';
import { diffViewerNode } from './diffViewer.js';
import { iframeNode } from './iframe.js';
import { modules } from './index.js';
import { inspectorNode } from './inspector.js';
import { pluginNode } from './plugin.js';
import { previewerNode } from './previewer.js';
import { stickyImageNode } from './stickyImage.js';
import { warningDisplayNode } from './warningDisplay.js';

const values = (module: typeof previewerNode, name: string) =>
  paramOf(module, name).options?.map((o) => o.value);

describe('viewer nodes', () => {
  it('are resizable, in utility/viewer, and all but warningDisplay have a jump code -1 (range -1 to 9)', () => {
    for (const module of modules) {
      expect(module.definition.category).toBe('utility/viewer');
      expect(module.definition.editorConfig.resizable).toBe(true);
      if (module === warningDisplayNode) continue;
      expect(paramOf(module, 'jumpCode')).toMatchObject({ defaultValue: -1, min: -1, max: 9 });
    }
  });

  it('previewer: node path, startRoute /, zoom 0.01–10, alignment, theme system/light/dark, showBorder; 400x300 min 100x60', () => {
    expect(paramOf(previewerNode, 'nodePath').widget).toBe('node_path_single');
    expect(paramOf(previewerNode, 'startRoute').defaultValue).toBe('/');
    expect(paramOf(previewerNode, 'zoom')).toMatchObject({ defaultValue: 1, min: 0.01, max: 10 });
    expect(values(previewerNode, 'theme')).toEqual(['system', 'light', 'dark']);
    expect(paramOf(previewerNode, 'alignment').defaultValue).toBe('center');
    expect(paramOf(previewerNode, 'showBorder').defaultValue).toBe(true);
    expect(previewerNode.definition.editorConfig).toMatchObject({
      size: { width: 400, height: 300 },
      minSize: { width: 100, height: 60 },
    });
  });

  it('inspector highlights plaintext, javascript, html, css, json, markdown; 400x300', () => {
    expect(values(inspectorNode, 'language')).toEqual([
      'plaintext',
      'javascript',
      'html',
      'css',
      'json',
      'markdown',
    ]);
    expect(inspectorNode.definition.editorConfig.size).toEqual({ width: 400, height: 300 });
  });

  it('diffViewer: indent 0–8 default 2, inline diff char or word, and its toggles', () => {
    expect(paramOf(diffViewerNode, 'indent')).toMatchObject({ defaultValue: 2, min: 0, max: 8 });
    expect(values(diffViewerNode, 'inlineDiffMode')).toEqual(['char', 'word']);
    for (const name of [
      'hideUnchangedLines',
      'lineNumbers',
      'syntaxHighlight',
      'highlightInlineDiff',
      'showTitleBar',
      'inlineDiffWordSeparator',
    ]) {
      expect(paramOf(diffViewerNode, name)).toBeDefined();
    }
  });

  it('iframe: embed code, display toggles, contentPadding 0–10; 400x300', () => {
    expect(paramOf(iframeNode, 'embedCode').widget).toBe('string_multiline');
    expect(paramOf(iframeNode, 'contentPadding')).toMatchObject({ min: 0, max: 10 });
    expect(iframeNode.definition.editorConfig.size).toEqual({ width: 400, height: 300 });
  });

  it("plugin has a url and no rule: the engine answers it with 'Cannot parse plugin node'", () => {
    expect(paramOf(pluginNode, 'url').defaultValue).toBe('');
    expect(pluginNode.definition.editorConfig).toMatchObject({
      size: { width: 400, height: 300 },
      minSize: { width: 100, height: 60 },
    });
    expect(pluginNode.rule).toBeUndefined();
  });

  it('stickyImage: fit cover|contain|fill|none|scale-down, scale -1–5, rotate -180–180, translate -1–1', () => {
    expect(values(stickyImageNode, 'fit')).toEqual(['cover', 'contain', 'fill', 'none', 'scale-down']);
    expect(paramOf(stickyImageNode, 'scale')).toMatchObject({ min: -1, max: 5 });
    expect(paramOf(stickyImageNode, 'rotate')).toMatchObject({ min: -180, max: 180 });
    expect(paramOf(stickyImageNode, 'translateX')).toMatchObject({ min: -1, max: 1 });
    expect(paramOf(stickyImageNode, 'translateY')).toMatchObject({ min: -1, max: 1 });
  });

  it('warningDisplay shows its title bar by default', () => {
    expect(paramOf(warningDisplayNode, 'showTitleBar').defaultValue).toBe(true);
  });
});
