import { useLocation } from 'react-router';
import { readProjectQuery } from '../base/routeRules.js';
import { useSession } from '../state/session.js';
import type { OpenRequest } from './workspace/open/open-project.js';
import { Workspace } from './workspace/Workspace.js';

const truthy = (value: string | null) => value === 'true' || value === '1';

/** `/project?id[&snapshot]|pat|snip&readonly`: the workspace for a project, one of its snapshots, or a snippet. */
export default function WorkspacePage() {
  const query = readProjectQuery(useLocation().search);
  const signedIn = useSession((s) => s.loginState === true);
  const common = { readOnlyRequested: truthy(query.readonly), embedded: false, signedIn };
  const request: OpenRequest | null =
    query.id && query.snapshot
      ? { ...common, target: { kind: 'snapshot', id: query.snapshot } }
      : query.id
        ? {
            ...common,
            target: {
              kind: 'project',
              id: query.id,
              ...(query.pat ? { pat: query.pat } : {}),
              ...(truthy(query.admin) ? { admin: true } : {}),
            },
          }
        : query.snip
          ? // the snippet's graph, editable by its owner, saved whole (docs/workspace.md, Snippets)
            { ...common, target: { kind: 'snippet', id: query.snip } }
          : null;
  return <Workspace request={request} />;
}
