import { type ComponentType, memo, Suspense, useMemo, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import type { CommandContext } from '../../actions/commands.js';
import { placedPanelIds } from '../../layout/layout-json.js';
import { useLayout } from '../../layout/layout-store.js';
import { ErrorBoundary } from '../../ui/ErrorBoundary.js';
import { loadedComponent } from '../../ui/loaded-component.js';
import type { PanelDescriptor, PanelProps } from '../panel-descriptor.js';
import { panelByType } from '../panels/registry.js';
import { panelElement, panelsShownVersion, subscribePanelsShown, wasPanelShown } from './panel-elements.js';
import { UnavailablePanel } from './UnavailablePanel.js';

const loadingPanel = (
  <div className="dock-panel-state muted" role="status">
    Loading…
  </div>
);

// One component per panel type, made once, drawn once its code is there (ui/loaded-component.tsx).
const components = new Map<string, ComponentType<PanelProps>>();
function componentOf(panel: PanelDescriptor): ComponentType<PanelProps> {
  let component = components.get(panel.type);
  if (!component) {
    component = loadedComponent(panel.load, loadingPanel);
    components.set(panel.type, component);
  }
  return component;
}

/** A panel's view; its props never change with the layout, so layout changes do not render it. */
const PanelContent = memo(function PanelContent({
  panelId,
  type,
  ctx,
}: {
  panelId: string;
  type: string;
  ctx: CommandContext;
}) {
  const descriptor = panelByType(type);
  if (!descriptor) return <UnavailablePanel type={type} />;
  const Component = componentOf(descriptor);
  return (
    <ErrorBoundary>
      {/* what a panel's own code may suspend on */}
      <Suspense fallback={loadingPanel}>
        <Component panelId={panelId} ctx={ctx} />
      </Suspense>
    </ErrorBoundary>
  );
});

/** Renders every placed panel, once a tile has shown it, into its own element (see panel-elements.ts). */
export function PanelHost({ ctx }: { ctx: CommandContext }) {
  const json = useLayout((s) => s.json);
  const shownVersion = useSyncExternalStore(subscribePanelsShown, panelsShownVersion);
  const shown = useMemo(() => {
    void shownVersion; // recomputed when a tile adopts an element
    const types = new Map(json.panels.map((panel) => [panel.id, panel.type]));
    return placedPanelIds(json.containers)
      .filter(wasPanelShown)
      .map((id) => ({ id, type: types.get(id) ?? '' }));
  }, [json, shownVersion]);
  return (
    <>
      {shown.map(({ id, type }) =>
        createPortal(<PanelContent panelId={id} type={type} ctx={ctx} />, panelElement(id), id),
      )}
    </>
  );
}
