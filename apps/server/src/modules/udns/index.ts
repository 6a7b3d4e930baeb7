import { toEngineUdnMetadata } from '@nodeloom/api';
import type { UdnMetadataSource } from '../../project-log/graph-folder.js';
import { udnMetadataForFold } from './service.js';

/** What the project log's fold knows of the UDNs an event names (app.ts hands it to the log). */
export const foldUdnMetadata: UdnMetadataSource = async (tx, ids) =>
  (await udnMetadataForFold(tx, ids)).map(toEngineUdnMetadata);
export { udnsPolicy } from './policy.js';
