import { memo } from 'react';
import { changeLayout, useLayout } from '../../layout/layout-store.js';
import { focusPanel } from '../../layout/operations.js';
import { EmptyDock } from './EmptyDock.js';
import { PanelActions } from './PanelActions.js';
import { PanelSlot } from './PanelSlot.js';
import { boxStyle, type SplitPlace, type TilePlace, tileBoxes } from './tile-boxes.js';
import { usePanelTitle } from './use-panel-title.js';

// The same elements and class names as react-mosaic's (react-mosaic-component 7, MosaicWindow and
// MosaicTabs), less what only shows during a drag, so nothing moves when the real dock replaces it.

function WindowTile({ tile }: { tile: Extract<TilePlace, { kind: 'window' }> }) {
  const title = usePanelTitle(tile.panelId);
  return (
    <div className="mosaic-tile" style={boxStyle(tile.box)}>
      <div className="mosaic-window mosaic-drop-target">
        <div className={tile.path.length > 0 ? 'mosaic-window-toolbar draggable' : 'mosaic-window-toolbar'}>
          <div title={title} className="mosaic-window-title">
            {title}
          </div>
          <div className="mosaic-window-controls">
            <PanelActions panelId={tile.panelId} />
          </div>
        </div>
        <div className="mosaic-window-body">
          <PanelSlot panelId={tile.panelId} />
        </div>
      </div>
    </div>
  );
}

function TabButton({ panelId, active }: { panelId: string; active: boolean }) {
  const title = usePanelTitle(panelId);
  return (
    <button
      type="button"
      className={active ? 'mosaic-tab-button -active' : 'mosaic-tab-button'}
      title={panelId}
      onClick={() => changeLayout((json) => focusPanel(json, panelId))}
    >
      <span className="mosaic-tab-button-content">{title}</span>
    </button>
  );
}

function TabsTile({ tile }: { tile: Extract<TilePlace, { kind: 'tabs' }> }) {
  const current = tile.tabs[tile.active] ?? '';
  const movable = tile.path.length > 0;
  return (
    <div className="mosaic-tabs-container" style={boxStyle(tile.box)}>
      <div className={movable ? 'mosaic-tab-bar draggable' : 'mosaic-tab-bar'}>
        <div className="mosaic-tab-bar-tabs">
          {tile.tabs.map((panelId, index) => (
            <TabButton key={panelId} panelId={panelId} active={index === tile.active} />
          ))}
        </div>
        <div className="mosaic-tab-bar-controls">
          {movable ? (
            <button
              type="button"
              title="Drag to move"
              className="mosaic-default-control mosaic-tab-drag-button bp5-button bp5-minimal bp5-small bp5-icon-drag-handle-vertical"
            />
          ) : null}
          <div className="mosaic-tab-toolbar-controls">
            <PanelActions panelId={current} />
          </div>
        </div>
      </div>
      <div className="mosaic-tile">
        <PanelSlot panelId={current} />
      </div>
    </div>
  );
}

function SplitBar({ split }: { split: SplitPlace }) {
  const edge = split.direction === 'column' ? 'top' : 'left';
  return (
    <div
      className={`mosaic-split -${split.direction}`}
      style={{ ...boxStyle(split.box), [edge]: `${split.at}%` }}
    >
      <div className="mosaic-split-line" />
    </div>
  );
}

/**
 * The layout as react-mosaic draws it, but still: no drags, no resizes (tab buttons do switch
 * tabs). It shows the store's tree until the real dock has loaded; a press on it (a bar the user
 * means to drag) asks for that dock at once.
 */
export const StaticDock = memo(function StaticDock({ onPress }: { onPress: () => void }) {
  const tree = useLayout((s) => s.tree);
  const { tiles, splits } = tileBoxes(tree);
  return (
    <div className="dock-mosaic mosaic mosaic-drop-target" onPointerDown={onPress}>
      {tree === null ? (
        <EmptyDock />
      ) : (
        <div className="mosaic-root">
          {tiles.map((tile) =>
            tile.kind === 'window' ? (
              <WindowTile key={tile.key} tile={tile} />
            ) : (
              <TabsTile key={tile.key} tile={tile} />
            ),
          )}
          {splits.map((split) => (
            <SplitBar key={split.key} split={split} />
          ))}
        </div>
      )}
    </div>
  );
});
