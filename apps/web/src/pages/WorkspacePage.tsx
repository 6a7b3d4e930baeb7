import { useLocation } from 'react-router';
import { readProjectQuery } from '../app/routeRules.js';
import { useSession } from '../state/session.js';
import { WorkspacePlaceholder } from './workspace/WorkspacePlaceholder.js';

const truthy = (value: string | null) => value === 'true' || value === '1';

/** `/project?id|snip|pat&readonly`: the workspace for one project (or snippet). */
export default function WorkspacePage() {
  const query = readProjectQuery(useLocation().search);
  const signedIn = useSession((s) => s.loginState === true);
  // §6: read-only when asked for, or without a user (a view shared by token).
  const readOnly = truthy(query.readonly) || !signedIn;
  return <WorkspacePlaceholder projectId={query.id ?? query.snip} readOnly={readOnly} />;
}
