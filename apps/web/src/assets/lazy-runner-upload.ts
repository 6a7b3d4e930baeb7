import type { RunnerUpload } from './runner-upload.js';

/**
 * uploadToAssetManager's uploads in the workspace (app-uploads' workspaceRunnerUpload), with the
 * upload queue and its ports loaded at the first upload: an opening project never needs them.
 */
export const lazyWorkspaceRunnerUpload: RunnerUpload = async (input) => {
  const { workspaceRunnerUpload } = await import('./app-uploads.js');
  return workspaceRunnerUpload(input);
};
