// The open workspace's layout: the spec's JSON is the state; the dock view draws its mosaic tree.
// Commands change the JSON through the pure operations; the dock reports drags and resizes back.
import type { Layout } from '@nodeloom/api';
import { createStore, useStore } from 'zustand';
import { saveProjectLayout } from '../services/layouts.js';
import { toastsStore } from '../state/toasts.js';
import { createLayoutAutosave } from './autosave.js';
import {
  adoptPanelIds,
  type BuiltInLayoutName,
  builtInLayout,
  isBuiltInLayoutName,
} from './built-in-layouts.js';
import { type DockTree, layoutFromDockTree, toDockTree } from './codec.js';
import type { LayoutJson } from './layout-json.js';

export interface LayoutState {
  /** whose working layout this is; null: not saved (read-only, signed out) */
  projectId: string | null;
  status: 'loading' | 'ready';
  json: LayoutJson;
  /** the dock's own tree; the JSON through the codec, or what the dock last reported */
  tree: DockTree;
  /** the layout last picked in the switcher (null once restored from the server) */
  chosen: string | null;
  /** the user's named layouts (save-layout dialog), by name */
  saved: readonly Layout[];
}

export const DEFAULT_LAYOUT: BuiltInLayoutName = 'Basic';

function initial(): LayoutState {
  const json = builtInLayout(DEFAULT_LAYOUT);
  return {
    projectId: null,
    status: 'loading',
    json,
    tree: toDockTree(json.containers),
    chosen: DEFAULT_LAYOUT,
    saved: [],
  };
}

export const layoutStore = createStore<LayoutState>()(initial);

export function useLayout<T>(select: (state: LayoutState) => T): T {
  return useStore(layoutStore, select);
}

const autosave = createLayoutAutosave(saveProjectLayout);

function scheduleSave(): void {
  const { projectId, json } = layoutStore.getState();
  if (projectId) autosave.schedule(projectId, json);
}

/** A workspace opens: nothing shown until its layout is known. */
export function startLayout(projectId: string | null): void {
  autosave.flush();
  layoutStore.setState({ ...initial(), projectId, saved: layoutStore.getState().saved });
}

/** The layout to show first: the project's saved one, else the default built-in. */
export function showLayout(json: LayoutJson | undefined): void {
  const shown = json ?? builtInLayout(DEFAULT_LAYOUT);
  layoutStore.setState({
    status: 'ready',
    json: shown,
    tree: toDockTree(shown.containers),
    chosen: json ? null : DEFAULT_LAYOUT,
  });
}

/** Leaving the workspace: what waits is saved now. */
export function leaveLayout(): void {
  autosave.flush();
}

/** The page is going away (a reload, a closed tab): what waits is sent so that it outlives it. */
export function saveLayoutAsPageHides(): void {
  autosave.flush(true);
}

/** Applies an operation; a refused one (the spec's errors) is shown as a warning and changes nothing. */
export function changeLayout(operation: (json: LayoutJson) => LayoutJson): boolean {
  let next: LayoutJson;
  try {
    next = operation(layoutStore.getState().json);
  } catch (error) {
    toastsStore
      .getState()
      .show({ kind: 'warning', title: error instanceof Error ? error.message : String(error) });
    return false;
  }
  if (next === layoutStore.getState().json) return true;
  layoutStore.setState({ json: next, tree: toDockTree(next.containers) });
  scheduleSave();
  return true;
}

/** The dock moved, resized or re-tabbed panels (every frame of a drag). */
export function dockChanged(tree: DockTree): void {
  const { json } = layoutStore.getState();
  layoutStore.setState({ tree, json: layoutFromDockTree(tree, json) });
}

/** A dock gesture ended: time to save. */
export function dockReleased(): void {
  scheduleSave();
}

/** The switcher: a built-in or a saved layout replaces the shown one (panels of a kept type stay mounted). */
export function chooseLayout(name: string): void {
  const { saved, json } = layoutStore.getState();
  const picked = isBuiltInLayoutName(name)
    ? builtInLayout(name)
    : saved.find((layout) => layout.name === name)?.json;
  if (!picked) {
    toastsStore.getState().show({ kind: 'warning', title: `There is no layout named ${name}` });
    return;
  }
  const next = adoptPanelIds(picked, json);
  layoutStore.setState({ json: next, tree: toDockTree(next.containers), chosen: name });
  scheduleSave();
}

export function setSavedLayouts(saved: readonly Layout[]): void {
  layoutStore.setState({ saved });
}

/** A named layout was saved (new or replaced): listed in the switcher, and it is the chosen one. */
export function namedLayoutSaved(layout: Layout): void {
  const saved = [...layoutStore.getState().saved.filter((l) => l.name !== layout.name), layout];
  layoutStore.setState({ saved: saved.sort((a, b) => a.name.localeCompare(b.name)), chosen: layout.name });
}

/** A named layout was deleted or renamed away. */
export function namedLayoutRemoved(name: string): void {
  const { saved, chosen } = layoutStore.getState();
  layoutStore.setState({
    saved: saved.filter((l) => l.name !== name),
    chosen: chosen === name ? null : chosen,
  });
}
