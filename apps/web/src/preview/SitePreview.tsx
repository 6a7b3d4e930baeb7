import { loadedComponent } from '../ui/loaded-component.js';
import type { PreviewTheme } from './preview-theme.js';
import './component-previewer.css';

/** The previewer node's params (spec 2 §5), as the panel and the node on the canvas both use them. */
export interface PreviewOptions {
  startRoute: string;
  /** 0.01 to 10 */
  zoom: number;
  /** one of PREVIEW_ALIGNMENTS: top-left … bottom-right */
  alignment: string;
  theme: PreviewTheme;
  showBorder: boolean;
}

export const DEFAULT_PREVIEW_OPTIONS: PreviewOptions = Object.freeze({
  startRoute: '/',
  zoom: 1,
  alignment: 'center',
  theme: 'system',
  showBorder: true,
});

export const EMPTY_PREVIEW_TEXT = 'Select an exportPage or appEntry node';

/** The preview machinery (its document hook and sandboxed frame), loaded once a node is to be shown. */
export const loadPreviewStage = () => import('./PreviewStage.js');
const PreviewStage = loadedComponent(
  loadPreviewStage,
  <div className="cp-stage">
    <p className="cp-message cp-loading" aria-live="polite">
      Building preview…
    </p>
  </div>,
);

/**
 * What an exportPage or appEntry node produces, in a sandboxed frame. With no node it only says so,
 * which is all an empty project's first frame shows, so the rest loads with the first node shown.
 */
export function SitePreview({
  nodeId,
  nodeName,
  options,
  emptyText = EMPTY_PREVIEW_TEXT,
}: {
  nodeId: string | undefined;
  nodeName: string;
  options: PreviewOptions;
  emptyText?: string;
}) {
  if (!nodeId) return <p className="cp-message">{emptyText}</p>;
  return <PreviewStage nodeId={nodeId} nodeName={nodeName} options={options} emptyText={emptyText} />;
}
