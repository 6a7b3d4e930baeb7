import { connectionSchema, type EventInput, graphNodeSchema } from '@nodeloom/engine';
import { z } from 'zod';

/** The clipboard format of copied nodes: JSON text of bootstrap events (works across tabs and projects). */
export const SNIPPET_TYPE = 'nodeloom/snippet';
export const SNIPPET_VERSION = 1;

const snippetEventSchema = z.discriminatedUnion('eventType', [
  z.object({ eventType: z.literal('nodeBootstrapped'), node: graphNodeSchema }),
  z.object({ eventType: z.literal('connectionCreated'), connection: connectionSchema }),
]);

const snippetSchema = z.object({
  type: z.literal(SNIPPET_TYPE),
  version: z.literal(SNIPPET_VERSION),
  events: z.array(snippetEventSchema).min(1),
});

export type SnippetEvent = z.infer<typeof snippetEventSchema>;

/** Clipboard text that is not a snippet; the message names what is wrong. */
export class SnippetError extends Error {
  readonly code = 'SnippetError';
}

const NOT_A_SNIPPET = 'The clipboard does not hold Nodeloom nodes';

export function serializeSnippet(events: readonly EventInput[]): string {
  return JSON.stringify({ type: SNIPPET_TYPE, version: SNIPPET_VERSION, events });
}

/** Parses clipboard text into snippet events, or throws a SnippetError naming the first problem. */
export function parseSnippet(text: string): SnippetEvent[] {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new SnippetError(`${NOT_A_SNIPPET}: the text is not JSON`);
  }
  const parsed = snippetSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue.path.length > 0 ? ` at ${issue.path.join('.')}` : '';
    throw new SnippetError(`${NOT_A_SNIPPET}: ${issue.message}${where}`);
  }
  return parsed.data.events;
}
