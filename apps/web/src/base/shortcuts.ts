/**
 * Keyboard shortcuts as text: 'mod+shift+z', 'delete', 'f'. `mod` is ⌘ on Apple platforms and
 * Ctrl elsewhere; keys are KeyboardEvent.key in lower case.
 */
export type Shortcut = string;

interface ParsedShortcut {
  key: string;
  mod: boolean;
  shift: boolean;
  alt: boolean;
}

export function isApplePlatform(): boolean {
  return (
    typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent)
  );
}

function parse(shortcut: Shortcut): ParsedShortcut {
  const parts = shortcut.toLowerCase().split('+');
  return {
    key: parts.at(-1)!,
    mod: parts.includes('mod'),
    shift: parts.includes('shift'),
    alt: parts.includes('alt'),
  };
}

/** The subset of a KeyboardEvent a shortcut is matched against. */
export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

export function matchesShortcut(press: KeyPress, shortcut: Shortcut, apple = isApplePlatform()): boolean {
  const s = parse(shortcut);
  const mod = apple ? press.metaKey : press.ctrlKey;
  const otherMod = apple ? press.ctrlKey : press.metaKey;
  return (
    press.key.toLowerCase() === s.key &&
    mod === s.mod &&
    !otherMod &&
    press.shiftKey === s.shift &&
    press.altKey === s.alt
  );
}

const KEY_LABELS: Record<string, string> = {
  delete: 'Del',
  backspace: '⌫',
  escape: 'Esc',
  arrowup: '↑',
  arrowdown: '↓',
  ' ': 'Space',
};

/** How a shortcut reads in a tooltip or the palette: '⌘⇧Z' on Apple platforms, 'Ctrl+Shift+Z' elsewhere. */
export function formatShortcut(shortcut: Shortcut, apple = isApplePlatform()): string {
  const s = parse(shortcut);
  const key =
    KEY_LABELS[s.key] ?? (s.key.length === 1 ? s.key.toUpperCase() : s.key[0].toUpperCase() + s.key.slice(1));
  if (apple) return `${s.mod ? '⌘' : ''}${s.alt ? '⌥' : ''}${s.shift ? '⇧' : ''}${key}`;
  return [s.mod ? 'Ctrl' : '', s.alt ? 'Alt' : '', s.shift ? 'Shift' : '', key].filter(Boolean).join('+');
}

/** Whether keys typed at this element are text (shortcuts must not fire there). */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const element = target as HTMLElement;
  if (element.isContentEditable) return true;
  return (
    element.closest('input, textarea, select, [contenteditable]:not([contenteditable="false"])') !== null
  );
}
