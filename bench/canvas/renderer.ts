// A renderer the canvas bench measures: how to open the bench graph in a fresh context of the one
// Chromium, set its view, and count its selection. The view paths themselves know none of this.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { View } from './view.js';

/** The canvas size and first view the peers copy from Nodeloom's page, so all draw the same. */
export interface Layout {
  width: number;
  height: number;
  view: View | null;
}

export interface OpenPage {
  context: BrowserContext;
  page: Page;
  /** ms from navigation start to the first full frame */
  openMs: number;
  /** the same after a reload, for a renderer that keeps what it opened (Nodeloom: the browser's copy) */
  reopenMs?: number;
}

export interface Renderer {
  name: string;
  /** the key held while the wheel zooms (Nodeloom: Alt, as the plain wheel pans; litegraph: Control) */
  zoomKey: 'Alt' | 'Control' | null;
  /** true for Nodeloom: its page sets the layout the peers copy */
  setsLayout: boolean;
  open(browser: Browser, count: number, layout: Layout): Promise<OpenPage>;
  setView(page: Page, view: View): Promise<void>;
  selectedCount(page: Page): Promise<number>;
}

export const VIEWPORT = { width: 1440, height: 900 } as const;
