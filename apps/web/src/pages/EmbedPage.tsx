import { useSearchParams } from 'react-router';
import { WorkspacePlaceholder } from './workspace/WorkspacePlaceholder.js';

/** `/embed?id=…`: the embedded read-only workspace (§6: embedded is always read-only). */
export default function EmbedPage() {
  const [params] = useSearchParams();
  return <WorkspacePlaceholder projectId={params.get('id')} readOnly embedded />;
}
