import { z } from 'zod';

/**
 * The window messages a node script or plugin may send the workspace through the SDK (spec 1 §7):
 * sdkReady (version), createNode, setNodesColor, log. Each is checked before it does anything.
 */
const position = z.object({ x: z.number().finite(), y: z.number().finite() }).strict();

export const sdkMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('sdkReady'), version: z.string().min(1).max(64) }).strict(),
  z
    .object({
      type: z.literal('createNode'),
      definitionName: z.string().min(1).max(200),
      position: position.optional(),
    })
    .strict(),
  z
    .object({
      type: z.literal('setNodesColor'),
      nodeIds: z.array(z.string().min(1).max(200)).min(1).max(10_000),
      color: z.string().min(1).max(100),
    })
    .strict(),
  z
    .object({
      type: z.literal('log'),
      level: z.enum(['info', 'warning', 'error']).default('info'),
      message: z.string().max(10_000),
      nodeId: z.string().min(1).max(200).optional(),
    })
    .strict(),
]);

export type SdkMessage = z.output<typeof sdkMessageSchema>;
export const SDK_MESSAGE_TYPES = ['sdkReady', 'createNode', 'setNodesColor', 'log'] as const;

export type SdkParse = { ok: true; message: SdkMessage } | { ok: false; error: string };

/** Parses one message; the error names the message type and the first field that is wrong. */
export function parseSdkMessage(data: unknown): SdkParse {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    return { ok: false, error: 'Invalid SDK message: expected an object with a type' };
  }
  const type = (data as { type?: unknown }).type;
  if (typeof type !== 'string' || !(SDK_MESSAGE_TYPES as readonly string[]).includes(type)) {
    return {
      ok: false,
      error: `Invalid SDK message: unknown type ${JSON.stringify(type) ?? 'undefined'} (expected one of ${SDK_MESSAGE_TYPES.join(', ')})`,
    };
  }
  const result = sdkMessageSchema.safeParse(data);
  if (result.success) return { ok: true, message: result.data };
  const issue = result.error.issues[0]!;
  const where = issue.path.length > 0 ? issue.path.join('.') : '(message)';
  return { ok: false, error: `Invalid SDK message ${type}: ${where}: ${issue.message}` };
}
