import { describe, expect, it } from 'vitest';
import { registerCommands } from '../actions/commands.js';
import { paletteMatches } from '../actions/palette-commands.js';
import { DIALOG_COMMANDS } from './commands.js';

// what the workspace's composition root does
registerCommands(DIALOG_COMMANDS);

describe('command palette search', () => {
  it.each([
    ['team editor', 'dialog.teams'],
    ['team member editor', 'dialog.teamMembers'],
    ['history replay', 'dialog.historyReplay'],
    ['node preset', 'dialog.nodePresets'],
    ['share link editor', 'dialog.shareLinks'],
    ['preference editor', 'dialog.preferences'],
  ])('finds the dialog spec 1 calls “%s” first', (search, id) => {
    expect(paletteMatches(search)[0]?.id).toBe(id);
  });

  it('still finds a command by its title and nothing for gibberish', () => {
    expect(paletteMatches('Replay history')[0]?.id).toBe('dialog.historyReplay');
    expect(paletteMatches('zzqqxx')).toEqual([]);
  });
});
