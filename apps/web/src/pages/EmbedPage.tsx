import { useSearchParams } from 'react-router';
import { useSession } from '../state/session.js';
import { Workspace } from './workspace/Workspace.js';

/**
 * `/embed?id=…[&pat=…]`: the embedded read-only workspace (§6: embedded is always read-only). A
 * page that frames it has no session of ours, so a shared project is embedded with its access
 * token (pat), as a share link carries it.
 */
export default function EmbedPage() {
  const [params] = useSearchParams();
  const signedIn = useSession((s) => s.loginState === true);
  const id = params.get('id');
  const pat = params.get('pat');
  return (
    <Workspace
      request={
        id
          ? {
              target: { kind: 'project', id, ...(pat ? { pat } : {}) },
              readOnlyRequested: true,
              embedded: true,
              signedIn,
            }
          : null
      }
    />
  );
}
