import { lastProjectId } from '../services/browserStorage.js';
import { WorkspacePlaceholder } from './workspace/WorkspacePlaceholder.js';

/** `/`: the workspace with the last project reopened (the guard made sure it still exists). */
export default function HomePage() {
  return <WorkspacePlaceholder projectId={lastProjectId.get()} readOnly={false} />;
}
