import type { NodeModule } from '@nodeloom/engine';
import { base64ToFile } from './base64ToFile.js';
import { encodeURINode } from './encodeURI.js';
import { restApiCall } from './restApiCall.js';

export const modules: NodeModule[] = [base64ToFile, encodeURINode, restApiCall];
