import { useCallback } from 'react';
import { getNodeAtPath, isTabsNode, Mosaic, type MosaicPath, MosaicWindow } from 'react-mosaic-component';
import { dockChanged, dockReleased, useLayout } from '../../layout/layout-store.js';
import { EmptyDock } from './EmptyDock.js';
import { PanelActions } from './PanelActions.js';
import { PanelSlot } from './PanelSlot.js';
import { usePanelTitle } from './use-panel-title.js';

function WindowTile({ panelId, path }: { panelId: string; path: MosaicPath }) {
  const title = usePanelTitle(panelId);
  return (
    <MosaicWindow<string> path={path} title={title} toolbarControls={<PanelActions panelId={panelId} />}>
      <PanelSlot panelId={panelId} />
    </MosaicWindow>
  );
}

function TabTitle({ panelId }: { panelId: string }) {
  return <>{usePanelTitle(panelId)}</>;
}

/**
 * The dockable layout (react-mosaic, with react-dnd): draws the store's tree, reports drags,
 * resizes and tab changes back. Loaded after the canvas's first frame (see Dock.tsx).
 */
export function MosaicDock() {
  const tree = useLayout((s) => s.tree);
  const renderTile = useCallback(
    (panelId: string, path: MosaicPath) => {
      // A tab group draws its own bar (tabs, controls); its active panel needs no title bar of its own.
      const parent = path.length > 0 && tree !== null ? getNodeAtPath(tree, path.slice(0, -1)) : null;
      if (parent && isTabsNode(parent)) return <PanelSlot panelId={panelId} />;
      return <WindowTile panelId={panelId} path={path} />;
    },
    [tree],
  );
  return (
    <Mosaic<string>
      value={tree}
      onChange={dockChanged}
      onRelease={dockReleased}
      renderTile={renderTile}
      renderTabTitle={({ tabKey }) => <TabTitle panelId={tabKey} />}
      renderTabToolbarControls={({ tabs, activeTabIndex }) => (
        <PanelActions panelId={tabs[activeTabIndex] as string} />
      )}
      canClose={() => 'noClose'}
      resize={{ minimumPaneSizePercentage: 4 }}
      className="dock-mosaic"
      zeroStateView={<EmptyDock />}
    />
  );
}
