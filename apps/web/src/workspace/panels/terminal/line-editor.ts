/** What a keystroke asks of the terminal beyond redrawing the line. */
export type LineEffect =
  | { kind: 'submit'; line: string }
  | { kind: 'complete' }
  | { kind: 'interrupt' }
  | { kind: 'clearScreen' };

/** one character that prints (not a C0 control character nor DEL) */
function printable(key: string): boolean {
  const code = key.codePointAt(0) ?? 0;
  return key.length > 0 && code >= 0x20 && code !== 0x7f;
}

/**
 * The prompt's line editing over raw terminal input (xterm's onData): insert and delete at the
 * cursor, arrows, Home/End, ↑/↓ through the typed lines, Enter, Tab, Ctrl+C and Ctrl+L. It holds no
 * terminal: the view writes `render(prompt)` after each feed.
 */
export class LineEditor {
  #line = '';
  #cursor = 0;
  /** how many lines back ↑ has gone in the history; 0 is the line being typed */
  #back = 0;
  #draft = '';

  /** `history` gives the typed lines, oldest first (the engine Terminal's inputs). */
  constructor(private readonly history: () => readonly string[]) {}

  get line(): string {
    return this.#line;
  }

  get cursor(): number {
    return this.#cursor;
  }

  /** Replaces the line (after a completion) with the cursor at its end. */
  setLine(line: string): void {
    this.#line = line;
    this.#cursor = line.length;
  }

  /** Feeds raw input (one key, an escape sequence or pasted text); returns what else it asks for. */
  feed(data: string): LineEffect[] {
    const effects: LineEffect[] = [];
    for (const token of tokens(data)) {
      const effect = this.#key(token);
      if (effect) effects.push(effect);
    }
    return effects;
  }

  #key(key: string): LineEffect | undefined {
    switch (key) {
      case '\r':
      case '\n': {
        const line = this.#line;
        this.#reset();
        return { kind: 'submit', line };
      }
      case '\t':
        return { kind: 'complete' };
      case '\x03':
        this.#reset();
        return { kind: 'interrupt' };
      case '\x0c':
        return { kind: 'clearScreen' };
      case '\x7f':
      case '\b':
        if (this.#cursor > 0) {
          this.#line = this.#line.slice(0, this.#cursor - 1) + this.#line.slice(this.#cursor);
          this.#cursor--;
        }
        return;
      case '\x1b[3~':
        this.#line = this.#line.slice(0, this.#cursor) + this.#line.slice(this.#cursor + 1);
        return;
      case '\x1b[D':
        this.#cursor = Math.max(0, this.#cursor - 1);
        return;
      case '\x1b[C':
        this.#cursor = Math.min(this.#line.length, this.#cursor + 1);
        return;
      case '\x1b[H':
      case '\x01':
        this.#cursor = 0;
        return;
      case '\x1b[F':
      case '\x05':
        this.#cursor = this.#line.length;
        return;
      case '\x1b[A':
        this.#browseBy(1);
        return;
      case '\x1b[B':
        this.#browseBy(-1);
        return;
      default:
        if (printable(key)) {
          this.#line = this.#line.slice(0, this.#cursor) + key + this.#line.slice(this.#cursor);
          this.#cursor += key.length;
        }
    }
  }

  #browseBy(step: number): void {
    const history = this.history();
    const back = Math.min(history.length, Math.max(0, this.#back + step));
    if (back === this.#back) return;
    if (this.#back === 0) this.#draft = this.#line;
    this.#back = back;
    this.setLine(back === 0 ? this.#draft : history[history.length - back]!);
  }

  #reset(): void {
    this.#line = '';
    this.#cursor = 0;
    this.#draft = '';
    this.#back = 0;
  }

  /** Redraws the prompt's row: the prompt, the line, and the cursor where it is. */
  render(prompt: string): string {
    const back = this.#line.length - this.#cursor;
    return `\r\x1b[2K${prompt}${this.#line}${back > 0 ? `\x1b[${back}D` : ''}`;
  }
}

/** Splits raw input into keys: escape sequences whole, other characters one by one. */
function tokens(data: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < data.length; ) {
    const token = data[i] === '\x1b' ? escapeSequenceAt(data, i) : String.fromCodePoint(data.codePointAt(i)!);
    // SS3 arrows (ESC O A, application cursor mode) are read as their CSI twins (ESC [ A)
    out.push(token.startsWith('\x1bO') ? `\x1b[${token.slice(2)}` : token);
    i += token.length;
  }
  return out;
}

/** A CSI sequence (ESC [ params final), an SS3 one (ESC O x), or a lone ESC. */
function escapeSequenceAt(data: string, start: number): string {
  const kind = data[start + 1];
  if (kind === 'O' && start + 2 < data.length) return data.slice(start, start + 3);
  if (kind !== '[') return '\x1b';
  let end = start + 2;
  while (end < data.length && /[0-9;]/.test(data[end]!)) end++;
  return end < data.length ? data.slice(start, end + 1) : data.slice(start);
}
