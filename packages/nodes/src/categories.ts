import type { NodeModule } from '@nodeloom/engine';
import { modules as animation } from './animation/index.js';
import { modules as array } from './array/index.js';
import { modules as asset } from './asset/index.js';
import { modules as color } from './color/index.js';
import { modules as configs } from './configs/index.js';
import { modules as context } from './context/index.js';
import { modules as css } from './css/index.js';
import { modules as data } from './data/index.js';
import { modules as deployment } from './deployment/index.js';
import { modules as exportCategory } from './export/index.js';
import { modules as flowControl } from './flowControl/index.js';
import { modules as functionBuilder } from './function/index.js';
import { modules as generator } from './generator/index.js';
import { modules as html } from './html/index.js';
import { modules as image } from './image/index.js';
import { modules as json } from './json/index.js';
import { modules as level } from './level/index.js';
import { modules as math } from './math/index.js';
import { modules as number } from './number/index.js';
import { modules as object } from './object/index.js';
import { modules as react } from './react/index.js';
import { modules as router } from './router/index.js';
import { modules as string } from './string/index.js';
import { modules as svg } from './svg/index.js';
import { modules as task } from './task/index.js';
import { modules as unitTest } from './unitTest/index.js';
import { modules as utilityData, settingsModules as utilitySettings } from './utility-data/index.js';
import { modules as utilityOrganization } from './utility-organization/index.js';
import { modules as utilityViewer } from './utility-viewer/index.js';

export interface NodeCategory {
  /** the category name of node-catalogue.md */
  name: string;
  modules: NodeModule[];
}

// Each category folder exports `modules`; add a line here when a category lands.
export const categories: NodeCategory[] = [
  { name: 'context', modules: context },
  { name: 'level', modules: level },
  { name: 'flowControl', modules: flowControl },
  { name: 'math', modules: math },
  { name: 'function', modules: functionBuilder },
  { name: 'number', modules: number },
  { name: 'string', modules: string },
  { name: 'array', modules: array },
  { name: 'color', modules: color },
  { name: 'generator', modules: generator },
  { name: 'object', modules: object },
  { name: 'json', modules: json },
  { name: 'html', modules: html },
  { name: 'export', modules: exportCategory },
  { name: 'router', modules: router },
  { name: 'react', modules: react },
  { name: 'deployment', modules: deployment },
  { name: 'configs/preferences', modules: configs },
  { name: 'data', modules: data },
  { name: 'task', modules: task },
  { name: 'unitTest', modules: unitTest },
  { name: 'utility/data', modules: utilityData },
  { name: 'utility/settings', modules: utilitySettings },
  { name: 'css', modules: css },
  { name: 'animation', modules: animation },
  { name: 'svg', modules: svg },
  { name: 'asset', modules: asset },
  { name: 'image', modules: image },
  { name: 'utility/viewer', modules: utilityViewer },
  { name: 'utility/organization', modules: utilityOrganization },
];
