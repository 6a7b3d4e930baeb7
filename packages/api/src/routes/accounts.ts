import { defineRoute } from '../route.js';
import { deletionRequestBodySchema, deletionStatusResponseSchema } from '../schemas/accounts.js';

/** The accounts calls, implemented by apps/server/src/modules/accounts. */
export const accountsRoutes = {
  requestDeletion: defineRoute({
    method: 'POST',
    path: '/accounts/deletion/request',
    body: deletionRequestBodySchema,
    response: deletionStatusResponseSchema,
    /** 201 when the request is new; 200 (same body) when one was already pending. */
    otherSuccess: [201],
  }),
  cancelDeletion: defineRoute({
    method: 'POST',
    path: '/accounts/deletion/cancel',
    response: deletionStatusResponseSchema,
  }),
} as const;
