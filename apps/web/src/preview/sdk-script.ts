/** The SDK's version, announced by sdkReady (spec 1 §7). */
export const SDK_VERSION = '1.0.0';

/**
 * The SDK a node script sees as `window.nodeloom`: each call posts one SDK window message to the
 * workspace, which validates it (sdk-messages.ts). Runs inside the sandboxed script frame.
 */
export const SDK_SCRIPT = `(function () {
  var send = function (message) { parent.postMessage(message, '*'); };
  var api = {
    version: ${JSON.stringify(SDK_VERSION)},
    createNode: function (definitionName, position) {
      send(position ? { type: 'createNode', definitionName: definitionName, position: position } : { type: 'createNode', definitionName: definitionName });
    },
    setNodesColor: function (nodeIds, color) { send({ type: 'setNodesColor', nodeIds: nodeIds, color: color }); },
    log: function (message, level, nodeId) {
      var line = { type: 'log', message: String(message), level: level || 'info' };
      if (nodeId) line.nodeId = nodeId;
      send(line);
    }
  };
  window.nodeloom = Object.freeze(api);
  send({ type: 'sdkReady', version: api.version });
})();`;
