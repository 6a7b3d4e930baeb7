import { lazy, Suspense } from 'react';

const CodeView = lazy(() => import('./CodeView.js'));

/**
 * CodeView loaded on first use (CodeMirror stays out of the first canvas's scripts); until it is
 * there the text shows plain, so nothing waits to be read.
 */
export function LazyCodeView(props: { text: string; language: string; label: string }) {
  return (
    <Suspense fallback={<pre className="gc-viewer-value">{props.text}</pre>}>
      <CodeView {...props} />
    </Suspense>
  );
}
