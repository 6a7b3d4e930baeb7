import type { KeyboardEvent } from 'react';
import { useEditor, useValue } from '../../../editor-react/index.js';
import { loadedComponent } from '../../../ui/loaded-component.js';
import { EmptyParameters } from './EmptyParameters.js';
import { loadParameterEditor } from './load-parameter-editor.js';
import { hasParameterTargets } from './param-targets.js';
import './parameter-editor.css';

const ParameterEditor = loadedComponent(
  () => loadParameterEditor().then((module) => ({ default: module.ParameterEditor })),
  <div className="pe-body" aria-busy="true" />,
);

/** Delete / Backspace on a panel control (a switch, a tab) must not delete the selected nodes. */
function keepDeleteInPanel(e: KeyboardEvent<HTMLElement>) {
  if (e.key === 'Delete' || e.key === 'Backspace') e.stopPropagation();
}

/**
 * The Parameters panel. With nothing selected or pinned (every new project's first frame) it says
 * so without the editor's code — the rows, the widgets, the preset menu — which loads with the first
 * selection instead, so the first canvas does not wait for it. The region is one element whatever
 * it shows, so focus, scroll and anyone holding it (a test, a screen reader) keep it as it changes.
 */
export function ParameterPanel() {
  const editor = useEditor();
  const shown = useValue(hasParameterTargets);
  return (
    <section
      className="pe-panel"
      aria-label="Parameters"
      data-read-only={editor.readOnly || undefined}
      onKeyDown={keepDeleteInPanel}
    >
      {shown ? <ParameterEditor /> : <EmptyParameters />}
    </section>
  );
}
