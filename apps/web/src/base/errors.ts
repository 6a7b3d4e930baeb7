/**
 * The web app's one catalogue of refusals (docs/editor.md "Refusals and bugs"): what a user is
 * told when a write is not done (a rule of the spec, the wrong context, a missing input), as the
 * server keeps its own. A refusal is a value (`Result`), never thrown; a bug throws. The engine's
 * refusals (EngineError) keep the engine's code and message (`refusalOfEngine` in the editor).
 * Texts are byte-identical to what the app showed before; tests and specs quote them.
 */

export const REFUSALS = {
  'editor.readOnly': () => 'This project is read-only',
  'editor.nothingChanged': () => 'Nothing was changed.',
  'udn.unpackedCannotChangeDefinition': () => 'An unpacked UDN cannot change definition.',
  'udn.onlyLevelPacks': (name: string, definitionName: string) =>
    `Only a level can be packed into a UDN: ${name} is a ${definitionName}`,
  'udn.emptyLevel': (name: string) => `The level ${name} is empty: add nodes before packing it`,
  'udn.levelNotFound': (levelId: string) => `Node not found: ${levelId}`,
  'udn.levelNotReplaced': () => 'The level could not be replaced by the UDN',
  'udn.onlyUnpackedSaves': () => 'Only an unpacked UDN can be saved as a new version',
  'udn.graphNotLoaded': (definitionName: string) => `The graph of ${definitionName} could not be loaded`,
  'udn.cannotAddHere': (definitionName: string) =>
    `A node of ${definitionName} cannot be added on this level`,
  'udn.versionNotChanged': (definitionName: string) =>
    `The node could not be moved to this version of ${definitionName}`,
  'udn.notUnpacked': (definitionName: string) => `${definitionName} could not be unpacked`,
  'udn.nodesNotChanged': () => 'The nodes were not changed',
  'udn.noLibrary': () => 'The workspace has no UDN library yet',
  'udn.chooseSource': () => 'Choose the version to start from',
  'udn.otherFieldsNotJson': () => 'Other fields must be valid JSON',
  'udn.otherFieldsNotObject': () => 'Other fields must be a JSON object',
  'udn.otherFieldsRepeat': (key: string) => `Other fields must not repeat ${key}: it has its own field`,
} as const satisfies Record<string, (...args: string[]) => string>;

export type RefusalCode = keyof typeof REFUSALS;

/** What the user reads: a catalogue code (or an engine error's code) and its exact text. */
export interface Refusal {
  readonly code: RefusalCode | `engine.${string}`;
  readonly message: string;
}

/** A write or a flow that may be refused: its value, or the refusal to show. */
export type Result<T = void> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly refusal: Refusal };

export function ok(): Result<void>;
export function ok<T>(value: T): Result<T>;
export function ok<T>(value?: T): Result<T | undefined> {
  return { ok: true, value };
}

/** The refusal of a catalogue code, its text filled with `args`. */
export function refusal<C extends RefusalCode>(code: C, ...args: Parameters<(typeof REFUSALS)[C]>): Refusal {
  const text = REFUSALS[code] as (...a: string[]) => string;
  return { code, message: text(...args) };
}

/** A refused Result: `refused(refusal('udn.emptyLevel', name))`. */
export function refused(refusal: Refusal): Result<never> {
  return { ok: false, refusal };
}

/** The refusal's message, or undefined for a done write (for a caller that shows text). */
export function messageOf(result: Result<unknown>): string | undefined {
  return result.ok ? undefined : result.refusal.message;
}

/** The value of a Result whose refusal would be a bug here (a fixture, a test): a refusal throws. */
export function unwrap<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(result.refusal.message);
  return result.value;
}
