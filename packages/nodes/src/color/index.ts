import type { NodeModule } from '@nodeloom/engine';
import { colorAnalysis } from './colorAnalysis.js';
import { colorConvert } from './colorConvert.js';
import { colorHarmonies } from './colorHarmonies.js';
import { colorMix } from './colorMix.js';
import { colorShift } from './colorShift.js';
import { colorVariants } from './colorVariants.js';

export const modules: NodeModule[] = [
  colorAnalysis,
  colorConvert,
  colorHarmonies,
  colorMix,
  colorShift,
  colorVariants,
];
