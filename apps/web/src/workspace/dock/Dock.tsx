import { useEffect, useRef } from 'react';
import 'react-mosaic-component/react-mosaic-component.css';
import type { CommandContext } from '../../actions/commands.js';
import { firstUseCode } from '../../ui/first-use.js';
import { afterFirstCanvasFrame } from '../canvas-first-frame.js';
import { useDockSwap } from './keep-control-focus.js';
import { PanelHost } from './PanelHost.js';
import { cyclePanels, isPanelCycleKey } from './panel-cycle.js';
import { StaticDock } from './StaticDock.js';
import './dock.css';

// react-mosaic and its drag-and-drop stack (~39 KiB gzip) would delay the canvas's first frame:
// the static dock draws the same tiles until it has loaded, right after that frame.
const mosaic = firstUseCode(() => import('./MosaicDock.js'));

/** The real dock's code: loaded after the canvas's first frame, or on the first press on the dock. */
export function loadMosaicDock(): Promise<void> {
  // a failed load is tried again on the next press
  return mosaic.load().then(
    () => {},
    () => {},
  );
}

/**
 * The dockable layout. Panels render once in the PanelHost, tiles only adopt their elements, so
 * the swap from the static dock to react-mosaic's remounts no panel.
 */
export function Dock({ ctx }: { ctx: CommandContext }) {
  const dock = useRef<HTMLDivElement>(null);
  const loaded = useDockSwap(dock, mosaic);
  useEffect(() => {
    void afterFirstCanvasFrame().then(loadMosaicDock);
  }, []);
  // F6 / Shift+F6 go from panel to panel (Tab stays the tab menu's key over the canvas)
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const element = dock.current;
      if (!element || event.defaultPrevented || !isPanelCycleKey(event)) return;
      event.preventDefault();
      cyclePanels(element, event.shiftKey);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <div ref={dock} className="dock">
      {loaded ? <loaded.MosaicDock /> : <StaticDock onPress={loadMosaicDock} />}
      <PanelHost ctx={ctx} />
    </div>
  );
}
