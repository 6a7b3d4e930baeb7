import { useValue } from '../../../editor-react/index.js';
import { useDerived } from '../../../editor-react/use-derived.js';
import type { PanelProps } from '../../panel-descriptor.js';
import { levelTree, sameLevels } from './level-tree.js';
import './node-graph.css';

/**
 * The nodeGraph panel (spec 1 §2): the whole project's levels as a tree — Root, its contexts and
 * every level nested in them, each with its node count — where the graph editor shows one level.
 * The current level is marked; choosing another opens it in the graph editor.
 */
export default function NodeGraphPanel({ ctx }: PanelProps) {
  const { editor } = ctx;
  const levels = useDerived((e) => levelTree(e.graph, e.registry), sameLevels);
  const current = useValue((e) => e.currentLevelId());
  return (
    <nav className="ng-panel" aria-label="Node graph">
      <ul className="ng-tree">
        {levels.map((level) => (
          <li key={level.id} style={{ paddingInlineStart: `${level.depth * 16}px` }}>
            <button
              type="button"
              className="ng-level"
              aria-current={level.id === current ? 'location' : undefined}
              onClick={() => editor.goToLevel(level.id)}
            >
              <span className="ng-name">{level.name}</span>
              {level.definitionName ? <span className="ng-kind">{level.definitionName}</span> : null}
              <span className="ng-count">
                {level.nodeCount} {level.nodeCount === 1 ? 'node' : 'nodes'}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
