/**
 * What serving and storing a published file set needs, without the site builder: the file-set
 * names, content types and public-file paths. The server imports this entry so that its start does
 * not load the node library (the builder's input schema needs it).
 */
export * from './files.js';
export { publicFilePath } from './public-files.js';
export { contentTypeFor, siteFileFor } from './serve.js';
