import type { NodeModule } from '@nodeloom/engine';
import { compressImageNode } from './compressImage.js';
import { fetchImageToArrayBufferNode } from './fetchImageToArrayBuffer.js';
import { getImageColorsNode } from './getImageColors.js';
import { getImageExifNode } from './getImageExif.js';
import { lazyImageNode } from './lazyImage.js';

export const modules: NodeModule[] = [
  compressImageNode,
  fetchImageToArrayBufferNode,
  getImageColorsNode,
  getImageExifNode,
  lazyImageNode,
];
