import { routes } from '@nodeloom/api';
import { anybody, definePolicy } from '../../permissions/index.js';

/** Public: load balancers and monitors probe these signed out. */
export const healthPolicy = definePolicy('health', routes.health, { check: 'probe', live: 'probe' }, anybody);
