import { routes } from '@nodeloom/api';
import { anybody, definePolicy } from '../../permissions/index.js';

/** Public: the contract's OpenAPI document is read by anybody. */
export const openapiPolicy = definePolicy('openapi', routes.openapi, { document: 'readContract' }, anybody);
