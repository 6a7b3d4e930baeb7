import { Command } from 'cmdk';
import { formatShortcut } from '../base/shortcuts.js';
import type { CommandContext } from './commands.js';
import { paletteCommands, paletteKeywords } from './palette-commands.js';
import './command-palette.css';

export interface CommandPaletteProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  ctx: CommandContext;
}

/** Ctrl/⌘+K: every command of the registry, searchable, with its shortcut; disabled ones are greyed out. */
export function CommandPalette({ open, onOpenChange, ctx }: CommandPaletteProps) {
  return (
    <Command.Dialog
      open={open}
      onOpenChange={onOpenChange}
      label="Command palette"
      className="command-palette"
      overlayClassName="command-palette-overlay"
    >
      <Command.Input className="command-palette-input" placeholder="Type a command…" />
      <Command.List className="command-palette-list">
        <Command.Empty className="command-palette-empty">No command matches.</Command.Empty>
        {paletteCommands().map((command) => (
          <Command.Item
            key={command.id}
            value={command.title}
            keywords={paletteKeywords(command)}
            disabled={!command.enabled(ctx)}
            className="command-palette-item"
            onSelect={() => {
              onOpenChange(false);
              void command.run(ctx);
            }}
          >
            <span>{command.title}</span>
            {command.shortcuts[0] ? <kbd>{formatShortcut(command.shortcuts[0])}</kbd> : null}
          </Command.Item>
        ))}
      </Command.List>
    </Command.Dialog>
  );
}
