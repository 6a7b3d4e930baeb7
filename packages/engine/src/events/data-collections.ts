import { NodeError } from '../errors/index.js';
import {
  type CustomParam,
  DATA_COLLECTION_FOLDER_TYPES,
  generateCustomParamId,
  type RandomSource,
} from '../model/index.js';
import { DATA_COLLECTION_SUFFIXES } from './custom-param-rules.js';
import type { EventInput } from './event.js';

type DataCollectionType = (typeof DATA_COLLECTION_FOLDER_TYPES)[number];

function isDataCollection(type: string | undefined): type is DataCollectionType {
  return (DATA_COLLECTION_FOLDER_TYPES as readonly string[]).includes(type ?? '');
}

/**
 * The events adding a data collection folder with its sub-params (spec 2 §3 Folder types): one
 * number param per suffix, named after the folder (e.g. padding_l … padding_c for nine-dot).
 */
export function dataCollectionEvents(
  nodeId: string,
  folder: CustomParam,
  random?: RandomSource,
): EventInput[] {
  if (folder.widget !== 'folder' || !isDataCollection(folder.folderType)) {
    throw new NodeError('InvalidOperation', `Not a data collection folder: ${folder.name}`);
  }
  const children: CustomParam[] = DATA_COLLECTION_SUFFIXES[folder.folderType].map((suffix, order) => ({
    id: generateCustomParamId(random),
    name: folder.name + suffix,
    dataType: 'number',
    value: 0,
    expression: '',
    evalType: 'literal',
    widget: 'float',
    parent: folder.id,
    order,
  }));
  return [folder, ...children].map((customParam) => ({ eventType: 'customParamAdded', nodeId, customParam }));
}
