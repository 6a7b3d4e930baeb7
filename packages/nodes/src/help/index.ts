export { formatNodeHelp, formatValue } from './format-help.js';
export { describeNode, type NodeHelp, type ParamHelp, type SocketHelp } from './node-help.js';
