import * as api from '@nodeloom/api';
import * as engine from '@nodeloom/engine';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

// @nodeloom/api depends on nothing of ours, so it mirrors the engine's entity schemas; the server
// (which sees both) checks they describe exactly the same JSON.
describe('graph contract mirrors the engine', () => {
  const pairs = [
    ['graphNodeSchema', api.graphNodeSchema, engine.graphNodeSchema],
    ['connectionWithIdSchema', api.connectionWithIdSchema, engine.connectionWithIdSchema],
    ['unorderedUpdateSchema', api.unorderedUpdateSchema, engine.unorderedUpdateSchema],
  ] as const;
  it.each(pairs)('%s', (_name, contract, engineSchema) => {
    const json = (schema: z.ZodType) => z.toJSONSchema(schema, { unrepresentable: 'any' });
    expect(json(contract)).toEqual(json(engineSchema));
  });
});
