import { FRAME_SANDBOX } from '../../preview/sandbox-frame.js';
import { hostOf } from '../deployments/format.js';
import type { DialogProps } from '../dialog-descriptor.js';
import { BuiltSitePreview } from './BuiltSitePreview.js';
import './site-preview.css';

export interface SitePreviewArgs {
  /** a deployment's address (its own host or its branch alias) */
  url: string;
}

/**
 * A published deployment framed on its own origin. The frame is sandboxed; the site keeps its own
 * origin (another site than the app's) so its scripts and router work.
 */
function PublishedSiteFrame({ url, close }: { url: string; close(): void }) {
  return (
    <div className="sp">
      <div className="sp-bar">
        <span className="sp-address" title={url}>
          {hostOf(url)}
        </span>
        <a className="button button-small" href={url} target="_blank" rel="noreferrer">
          Open in a new tab
        </a>
        {/* Escape pressed inside the site's frame stays there (another origin): a way out */}
        <button type="button" className="button button-small" onClick={close}>
          Close
        </button>
      </div>
      <iframe
        className="sp-frame"
        title={`Published site ${hostOf(url)}`}
        src={url}
        sandbox={FRAME_SANDBOX}
        referrerPolicy="no-referrer"
      />
    </div>
  );
}

/**
 * Site preview (spec 1 §2): opened from a deployment, that published site; opened from the menu or
 * the palette, the project's site as it is now, built in the browser without publishing.
 */
export default function SitePreviewDialog({ ctx, args, close }: DialogProps) {
  const asked = (args as SitePreviewArgs | undefined)?.url;
  if (asked) return <PublishedSiteFrame url={asked} close={close} />;
  return <BuiltSitePreview editor={ctx.editor} close={close} />;
}
