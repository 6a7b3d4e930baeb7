import type { NodeModule } from '@nodeloom/engine';
import { importAssetNode } from './importAsset.js';
import { loadAssetNode } from './loadAsset.js';
import { unzipNode } from './unzip.js';
import { uploadToAssetManagerNode } from './uploadToAssetManager.js';

export const modules: NodeModule[] = [importAssetNode, loadAssetNode, unzipNode, uploadToAssetManagerNode];
