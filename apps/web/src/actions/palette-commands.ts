import { defaultFilter } from 'cmdk';
import { allCommands, type Command } from './commands.js';

/** The palette's list: the registry's order, destructive commands last (the first enabled one is preselected). */
export function paletteCommands(): Command[] {
  const commands = allCommands();
  return [
    ...commands.filter((c) => c.id !== 'palette.open' && !c.destructive),
    ...commands.filter((c) => c.destructive),
  ];
}

/** What the palette's search matches besides a command's title: its id and its keywords. */
export function paletteKeywords(command: Command): string[] {
  return [command.id, ...(command.keywords ?? [])];
}

/** The palette's commands for a search, best first, scored as the palette (cmdk) scores them. */
export function paletteMatches(search: string): Command[] {
  return paletteCommands()
    .map((command) => ({
      command,
      score: defaultFilter(command.title, search, paletteKeywords(command)),
    }))
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score)
    .map((s) => s.command);
}
