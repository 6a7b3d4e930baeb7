/** What the dock shows when no panel is placed. */
export function EmptyDock() {
  return (
    <div className="dock-panel-state">
      <p className="dock-panel-state-title">No panels open</p>
      <p className="muted">Open one from Panels, or pick a layout.</p>
    </div>
  );
}
