import { defaultFilter } from 'cmdk';
import { COMMANDS, type Command } from './commands.js';

/** The palette's list: the registry's order, destructive commands last (the first enabled one is preselected). */
export const PALETTE_COMMANDS: readonly Command[] = [
  ...COMMANDS.filter((c) => c.id !== 'palette.open' && !c.destructive),
  ...COMMANDS.filter((c) => c.destructive),
];

/** What the palette's search matches besides a command's title: its id and its keywords. */
export function paletteKeywords(command: Command): string[] {
  return [command.id, ...(command.keywords ?? [])];
}

/** The palette's commands for a search, best first, scored as the palette (cmdk) scores them. */
export function paletteMatches(search: string): Command[] {
  return PALETTE_COMMANDS.map((command) => ({
    command,
    score: defaultFilter(command.title, search, paletteKeywords(command)),
  }))
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score)
    .map((s) => s.command);
}
