// Worker thread entry (official-demos.ts): builds the official demo projects and posts them back,
// then exits, taking the node library it imported (~70–80 MB) with it.
import { parentPort } from 'node:worker_threads';
import { builtInRegistry } from '../project-log/empty-graph.js';
import { demoProjects } from './demo-graphs.js';

parentPort?.postMessage(demoProjects(await builtInRegistry()));
