import { useQuery } from '@tanstack/react-query';
import { type Deployment, deploymentsQuery, publishingErrorText } from '../../services/publishing.js';
import { openDialog } from '../../state/dialogs.js';
import { hostOf } from '../deployments/format.js';
import type { DialogProps } from '../dialog-descriptor.js';
import './site-preview.css';

export interface SitePreviewArgs {
  /** a deployment's address (its own host or its branch alias) */
  url: string;
}

/** What to show when opened without an address: production if live, else the newest live branch. */
function defaultDeployment(deployments: readonly Deployment[]): Deployment | undefined {
  const live = deployments.filter((d) => d.aliased && !d.takenDownAt);
  return live.find((d) => d.production) ?? live[0];
}

/**
 * Site preview (spec 1 §2): the published site framed on its own origin. The frame is sandboxed;
 * the site keeps its own origin (another site than the app's) so its scripts and router work.
 */
function SiteFrame({ url, close }: { url: string; close(): void }) {
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
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
        referrerPolicy="no-referrer"
      />
    </div>
  );
}

export default function SitePreviewDialog({ ctx, args, close }: DialogProps) {
  const asked = (args as SitePreviewArgs | undefined)?.url;
  const deployments = useQuery({ ...deploymentsQuery(ctx.editor.projectId), enabled: !asked });
  if (asked) return <SiteFrame url={asked} close={close} />;
  if (deployments.isPending)
    return (
      <p className="muted sp-state" role="status">
        Loading deployments…
      </p>
    );
  if (deployments.isError)
    return (
      <p className="form-error" role="alert">
        Could not load the deployments: {publishingErrorText(deployments.error)}
      </p>
    );
  const shown = defaultDeployment(deployments.data);
  if (shown) return <SiteFrame url={shown.aliasUrl} close={close} />;
  return (
    <div className="sp-state">
      <p className="muted">This project is not published yet. Deploy it to preview the site here.</p>
      <button
        type="button"
        className="button button-primary"
        onClick={() => {
          close();
          openDialog('deployments');
        }}
      >
        Open deployments
      </button>
    </div>
  );
}
