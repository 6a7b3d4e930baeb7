import type { NodeModule } from '@nodeloom/engine';
import { faker } from './faker.js';

export const modules: NodeModule[] = [faker];
