import { useEditor, useValue } from '../../editor-react/index.js';

/** The path from Root to the current level; an earlier crumb goes back to that level. */
export function Breadcrumb() {
  const editor = useEditor();
  const path = useValue((e) => e.view.levelPath());
  return (
    <nav className="workspace-breadcrumb" aria-label="Level path">
      <ol>
        {path.map((crumb, i) => {
          const last = i === path.length - 1;
          return (
            <li key={crumb.id}>
              {last ? (
                <span aria-current="location">{crumb.name}</span>
              ) : (
                <button type="button" onClick={() => editor.view.goToLevel(crumb.id)}>
                  {crumb.name}
                </button>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
