// What other floors may use of the projects area: how a project is presented and found.

export { refuseNulCharacters } from './nul-guard.js';
export { projectsPolicy } from './policy.js';
export { graphFragment, presentProject, presentProjectSummary, sendProjectWithGraphJson } from './present.js';
export { findProjectRows } from './service.js';
