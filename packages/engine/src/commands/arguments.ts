/** Splits a command line into words; single or double quotes keep spaces. */
export function splitWords(line: string): string[] {
  const words: string[] = [];
  const pattern = /"([^"]*)"|'([^']*)'|(\S+)/g;
  for (const m of line.matchAll(pattern)) words.push(m[1] ?? m[2] ?? m[3]);
  return words;
}

/** Positional words and `--name value` options. */
export function parseArguments(words: string[]): { positional: string[]; options: Record<string, string> } {
  const positional: string[] = [];
  const options: Record<string, string> = {};
  for (let i = 0; i < words.length; i++) {
    const word = words[i];
    if (word.startsWith('--') && word.length > 2) {
      options[word.slice(2)] = words[i + 1] ?? '';
      i++;
    } else positional.push(word);
  }
  return { positional, options };
}

/** A param value typed in a terminal: JSON when it parses (numbers, booleans, arrays), else the text. */
export function parseValue(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
