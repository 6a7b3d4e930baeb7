import { defineRoute } from '../route.js';
import { idParamsSchema } from '../schemas/common.js';
import {
  createFormBodySchema,
  createFormReplyBodySchema,
  formListSchema,
  formReplyListSchema,
  formReplyParamsSchema,
  formReplySchema,
  formSchema,
  updateFormBodySchema,
  updateFormReplyBodySchema,
} from '../schemas/forms.js';

/** The forms calls, implemented by apps/server/src/modules/forms. */
export const formsRoutes = {
  list: defineRoute({ method: 'GET', path: '/forms', response: formListSchema }),
  create: defineRoute({
    method: 'POST',
    path: '/forms',
    body: createFormBodySchema,
    response: formSchema,
    status: 201,
  }),
  get: defineRoute({ method: 'GET', path: '/forms/:id', params: idParamsSchema, response: formSchema }),
  update: defineRoute({
    method: 'POST',
    path: '/forms/:id',
    params: idParamsSchema,
    body: updateFormBodySchema,
    response: formSchema,
  }),
  listReplies: defineRoute({
    method: 'GET',
    path: '/forms/:id/replies',
    params: idParamsSchema,
    response: formReplyListSchema,
  }),
  /** Public: published sites submit replies here (any origin, no credentials, rate-limited). */
  createReply: defineRoute({
    method: 'POST',
    path: '/forms/:id/replies',
    params: idParamsSchema,
    body: createFormReplyBodySchema,
    response: formReplySchema.pick({ id: true, createdAt: true }),
    status: 201,
    rateLimit: 'formReplies',
  }),
  getReply: defineRoute({
    method: 'GET',
    path: '/forms/:id/replies/:replyId',
    params: formReplyParamsSchema,
    response: formReplySchema,
  }),
  updateReply: defineRoute({
    method: 'POST',
    path: '/forms/:id/replies/:replyId',
    params: formReplyParamsSchema,
    body: updateFormReplyBodySchema,
    response: formReplySchema,
  }),
} as const;
