import type { NodeModule } from '@nodeloom/engine';
import { svgElementAttributesNode } from './svgElementAttributes.js';

export const modules: NodeModule[] = [svgElementAttributesNode];
