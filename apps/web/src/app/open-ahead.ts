// Issue 34 item 5, "the project fetch starts from the entry and the renderer loads beside it": on
// `/project?id=…` the page's first script asks for the project and for the workspace page's code at
// once, instead of one after the other behind the session probe; once the answer shows a graph
// with nodes, the code of the node categories it uses and the live canvas load beside the workspace's code. (An empty
// project's first frame needs neither: script-budget.spec holds it to its bytes.)
import { readProjectAhead } from '../services/project-read-ahead.js';
import { WorkspacePage } from './lazyPages.js';

export function openAhead(location: { pathname: string; search: string }): void {
  const read = readProjectAhead(location);
  if (!read) return;
  void WorkspacePage.load();
  read
    .then(async (project) => {
      const library = await import('../services/node-library.js');
      if (!library.needsNodeLibrary(project.graph.nodes)) return;
      await Promise.all([
        library.loadNodeLibraryFor(project.graph.nodes),
        import('../graph-editor/load-graph-canvas.js').then((canvas) => canvas.loadGraphCanvas()),
      ]);
    })
    // the open flow takes the read and tells what failed; a failed load is asked for again there
    .catch(() => undefined);
}
