import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { CommandContext } from '../../actions/commands.js';
import { registerCommands } from '../../actions/commands.js';
import { loadCommandPalette } from '../../actions/load-command-palette.js';
import { useShortcuts } from '../../actions/useShortcuts.js';
import { lastProjectId } from '../../base/browserStorage.js';
import { readProjectQuery } from '../../base/routeRules.js';
import { useCollaboration } from '../../collab-react/hooks.js';
import { DIALOG_COMMANDS } from '../../dialogs/commands.js';
import { DialogHost } from '../../dialogs/DialogHost.js';
import type { EditorApi } from '../../editor/index.js';
import { EditorProvider } from '../../editor-react/index.js';
import { LiveRegion } from '../../graph-editor/announcer/LiveRegion.js';
import { useLayout } from '../../layout/layout-store.js';
import { useSession } from '../../state/session.js';
import { toastsStore } from '../../state/toasts.js';
import { useWorkspace, workspaceStore } from '../../state/workspace.js';
import { FullScreenLoading } from '../../ui/FullScreenLoading.js';
import { loadedComponent } from '../../ui/loaded-component.js';
import { afterFirstCanvasFrame } from '../../workspace/canvas-first-frame.js';
import { Dock } from '../../workspace/dock/Dock.js';
import { LayoutSwitcher } from '../../workspace/dock/LayoutSwitcher.js';
import { PanelsMenu } from '../../workspace/dock/PanelsMenu.js';
import { useLayoutSetup } from '../../workspace/dock/use-layout-setup.js';
import { useWorkspaceLog } from '../../workspace/panels/console/use-workspace-log.js';
import { prefetchFirstUse } from '../../workspace/prefetch-first-use.js';
import { useCanvasPreferences } from '../../workspace/use-canvas-preferences.js';
import { useSavePrefs } from '../../workspace/use-save-prefs.js';
import { AppHeader } from '../AppHeader.js';
import { SignInLink } from '../SignInLink.js';
import { Breadcrumb } from './Breadcrumb.js';
import type { OpenRequest } from './open/open-project.js';
import { ProjectBrowser } from './ProjectBrowser.js';
import { StatusBar } from './StatusBar.js';
import { TopBar } from './TopBar.js';
import { useLeavePrompt } from './useLeavePrompt.js';
import { useOpenProject } from './useOpenProject.js';
import './workspace.css';

// the composition root hands the command registry one command per dialog (actions never import dialogs)
registerCommands(DIALOG_COMMANDS);

const CommandPalette = loadedComponent(() =>
  loadCommandPalette().then((module) => ({ default: module.CommandPalette })),
);

const systemClipboard: CommandContext['clipboard'] = {
  readText: () => navigator.clipboard.readText(),
  writeText: (text) => navigator.clipboard.writeText(text),
};

export interface WorkspaceProps {
  /** null: the address names nothing to open */
  request: OpenRequest | null;
}

/** The workspace page: opens the project (§4 open flow), then the editor around the canvas. */
export function Workspace({ request }: WorkspaceProps) {
  const state = useOpenProject(request);
  const embedded = request?.embedded ?? false;
  useEffect(() => {
    if (!embedded) return;
    workspaceStore.getState().setEmbedded(true);
    return () => workspaceStore.getState().setEmbedded(false);
  }, [embedded]);
  if (state.status === 'loading') return <FullScreenLoading label="Opening project" />;
  if (state.status === 'error') return <OpenError message={state.message} embedded={embedded} />;
  return (
    <ReadyWorkspace
      key={state.editor.projectId}
      editor={state.editor}
      projectName={state.project.snapshotName ?? state.project.name}
      readOnly={state.readOnly}
      embedded={embedded}
    />
  );
}

function OpenError({ message, embedded }: { message: string; embedded: boolean }) {
  return (
    <div className="page">
      {embedded ? null : <AppHeader />}
      <main className="content workspace-open-error">
        <div className="card" role="alert">
          <h1>This project could not be opened</h1>
          <p className="muted">{message}</p>
          {embedded ? null : (
            <Link className="button button-primary" to="/projects">
              Back to projects
            </Link>
          )}
        </div>
      </main>
    </div>
  );
}

interface ReadyProps {
  editor: EditorApi;
  projectName: string;
  readOnly: boolean;
  embedded: boolean;
}

function ReadyWorkspace({ editor, projectName, readOnly, embedded }: ReadyProps) {
  const navigate = useNavigate();
  const [paletteOpen, setPaletteOpen] = useState(false);
  const ctx = useMemo<CommandContext>(
    () => ({
      editor,
      clipboard: systemClipboard,
      notify: (toast) => toastsStore.getState().show(toast),
      openPalette: () => setPaletteOpen(true),
    }),
    [editor],
  );
  useShortcuts(ctx);
  useLeavePrompt(editor);
  useCanvasPreferences(editor);
  useSavePrefs(editor);
  useWorkspaceLog(editor);
  const query = readProjectQuery(useLocation().search);
  const signedIn = useSession((s) => s.loginState === true);
  useCollaboration(
    editor,
    {
      snapshot: query.snip !== null && query.id === null,
      projectAccessToken: query.pat,
      signedIn,
    },
    afterFirstCanvasFrame,
  );
  useEffect(prefetchFirstUse, []);
  // The working layout is the signed-in editor's own (per project); read-only and embedded views show Basic.
  const hasUser = useSession((s) => s.user !== null);
  const layoutProjectId = hasUser && !readOnly && !embedded ? editor.projectId : null;
  useLayoutSetup(layoutProjectId);
  const layoutReady = useLayout((s) => s.status === 'ready');
  const statusBarShown = useWorkspace((s) => s.statusBarShown);

  function closeProject() {
    workspaceStore.getState().setOpenProject(null);
    lastProjectId.set(null);
    navigate('/projects');
  }

  const topBar = (
    <TopBar
      projectName={projectName}
      readOnly={readOnly}
      ctx={ctx}
      {...(embedded ? {} : { onClose: closeProject })}
    />
  );
  return (
    <EditorProvider editor={editor}>
      <div className="workspace" data-read-only={readOnly || undefined}>
        {embedded ? (
          <header className="app-header">
            {topBar}
            <SignInLink newTab />
          </header>
        ) : (
          <AppHeader>{topBar}</AppHeader>
        )}
        <div className="workspace-dock-bar">
          <Breadcrumb />
          <div className="dock-bar-controls">
            <PanelsMenu />
            <LayoutSwitcher canSave={layoutProjectId !== null} />
          </div>
        </div>
        <div className="workspace-body">
          <ProjectBrowser openProjectId={editor.projectId} />
          {layoutReady ? (
            <Dock ctx={ctx} />
          ) : (
            <div className="dock dock-panel-state muted" role="status">
              Restoring layout…
            </div>
          )}
        </div>
        {statusBarShown ? <StatusBar /> : null}
      </div>
      {paletteOpen ? <CommandPalette open onOpenChange={setPaletteOpen} ctx={ctx} /> : null}
      <DialogHost ctx={ctx} />
      <LiveRegion editor={editor} />
    </EditorProvider>
  );
}
