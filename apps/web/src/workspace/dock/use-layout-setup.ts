import { useEffect } from 'react';
import {
  leaveLayout,
  saveLayoutAsPageHides,
  setSavedLayouts,
  showLayout,
  startLayout,
} from '../../layout/layout-store.js';
import { listSavedLayouts, loadProjectLayout } from '../../services/layouts.js';
import { forgetPanelElements } from './panel-elements.js';

/**
 * Spec 1 §4 open flow, "restore layout": the project's working layout from the server, else Basic.
 * `projectId` null (read-only, signed out): Basic, nothing loaded or saved. A change still waiting
 * for its debounced save when the page is hidden (a reload, a closed tab, a switch away) is saved then.
 */
export function useLayoutSetup(projectId: string | null): void {
  useEffect(() => {
    startLayout(projectId);
    const controller = new AbortController();
    if (projectId) {
      // The layout list only feeds the switcher: its failure must not keep the workspace waiting.
      listSavedLayouts(controller.signal).then(setSavedLayouts, () => undefined);
      // a layout read ahead (services/layouts.ts) does not heed the signal: a late answer is dropped here
      loadProjectLayout(projectId, controller.signal).then(
        (layout) => {
          if (!controller.signal.aborted) showLayout(layout);
        },
        () => {
          if (!controller.signal.aborted) showLayout(undefined);
        },
      );
    } else showLayout(undefined);
    const onHidden = () => {
      if (document.visibilityState === 'hidden') saveLayoutAsPageHides();
    };
    window.addEventListener('pagehide', saveLayoutAsPageHides);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      window.removeEventListener('pagehide', saveLayoutAsPageHides);
      document.removeEventListener('visibilitychange', onHidden);
      controller.abort();
      leaveLayout();
      forgetPanelElements();
    };
  }, [projectId]);
}
