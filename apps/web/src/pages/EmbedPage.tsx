import { useSearchParams } from 'react-router';
import { useSession } from '../state/session.js';
import { Workspace } from './workspace/Workspace.js';

/** `/embed?id=…`: the embedded read-only workspace (§6: embedded is always read-only). */
export default function EmbedPage() {
  const [params] = useSearchParams();
  const signedIn = useSession((s) => s.loginState === true);
  const id = params.get('id');
  return (
    <Workspace
      request={
        id ? { target: { kind: 'project', id }, readOnlyRequested: true, embedded: true, signedIn } : null
      }
    />
  );
}
