import type { ReactNode } from 'react';
import { type CommandContext, runCommand, shortcutLabel, titleWithShortcut } from '../../actions/commands.js';
import { Collaborators } from '../../collab-react/Collaborators.js';
import { WorkspaceMenu } from '../../dialogs/WorkspaceMenu.js';
import { useValue } from '../../editor-react/index.js';
import { RedoIcon, SearchIcon, UndoIcon } from '../../ui/icons.js';

function IconButton({
  commandId,
  ctx,
  enabled,
  children,
}: {
  commandId: string;
  ctx: CommandContext;
  enabled: boolean;
  children: ReactNode;
}) {
  const title = titleWithShortcut(commandId);
  return (
    <button
      type="button"
      className="icon-button"
      title={title}
      aria-label={title}
      disabled={!enabled}
      onClick={() => runCommand(commandId, ctx)}
    >
      {children}
    </button>
  );
}

export interface TopBarProps {
  projectName: string;
  readOnly: boolean;
  ctx: CommandContext;
  onClose?: () => void;
}

/** The workspace's own bar: back to projects, the project's name, read-only badge, undo/redo and the palette. */
export function TopBar({ projectName, readOnly, ctx, onClose }: TopBarProps) {
  const canUndo = useValue((e) => e.history.canUndo());
  const canRedo = useValue((e) => e.history.canRedo());
  return (
    <div className="workspace-top-bar">
      {onClose ? (
        <button type="button" className="button button-ghost button-small" onClick={onClose}>
          ← Projects
        </button>
      ) : null}
      <h1 className="workspace-project-name" title={projectName}>
        {projectName}
      </h1>
      {readOnly ? (
        <span
          className="badge workspace-read-only"
          title="You can look around; edits are off and nothing is saved"
        >
          Read-only
        </span>
      ) : null}
      <span className="workspace-top-spacer" />
      <Collaborators readOnly={readOnly} />
      {readOnly ? null : (
        <div className="workspace-history" role="group" aria-label="History">
          <IconButton commandId="edit.undo" ctx={ctx} enabled={canUndo}>
            <UndoIcon />
          </IconButton>
          <IconButton commandId="edit.redo" ctx={ctx} enabled={canRedo}>
            <RedoIcon />
          </IconButton>
        </div>
      )}
      <WorkspaceMenu ctx={ctx} />
      <button
        type="button"
        className="button button-small workspace-palette-button"
        title={titleWithShortcut('palette.open')}
        // named by what it shows ("Commands Ctrl+K"), so a voice user can say what they see
        onClick={() => runCommand('palette.open', ctx)}
      >
        {/* the icon keeps the button readable when narrow windows drop its label */}
        <SearchIcon size={14} />
        <span className="workspace-palette-label">Commands</span> <kbd>{shortcutLabel('palette.open')}</kbd>
      </button>
    </div>
  );
}
