import { NodeRuleError } from '@nodeloom/engine';
import { optionsOf } from '../flowControl/comparison.js';
import { defineNode } from '../shared/define.js';
import { parseOptions, readResponse, requestInit } from './rest-request.js';

/** Spec 2 §3: "restApiCall (method GET, POST, PUT or DELETE, default GET; url; options)". */
export const REST_METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;

export const restApiCall = defineNode({
  definitionName: 'restApiCall',
  description:
    'Sends an HTTP request and outputs the raw response as data: status, headers and body (parsed JSON when the response is JSON, else text). Options are fetch options as a JSON string or object; their method overrides the method param and an object body is sent as JSON.',
  category: 'data',
  keywords: ['rest', 'api', 'http', 'fetch', 'request', 'get', 'post'],
  async: true,
  parameters: [
    {
      name: 'method',
      label: 'Method',
      dataType: 'string',
      defaultValue: 'GET',
      widget: 'menu_single',
      options: optionsOf(REST_METHODS),
      order: 0,
    },
    {
      name: 'url',
      label: 'URL',
      dataType: 'string',
      defaultValue: '',
      // not `required`: the engine would answer 'Required parameter not set: url' before the
      // rule's own 'URL is required' (spec 2 §5), which also covers a blank url
      widget: 'string',
      order: 1,
    },
    {
      name: 'options',
      label: 'Options',
      description:
        'fetch options as JSON, e.g. {"headers": {"accept": "application/json"}, "body": {"a": 1}}',
      dataType: 'string',
      defaultValue: '{}',
      widget: 'string_multiline',
      order: 2,
    },
  ],
  outputs: [{ identifier: 'response', label: 'Response', dataType: 'object' }],
  rule: async ({ params, platform }) => {
    const url = typeof params.url === 'string' ? params.url.trim() : '';
    if (!url) throw new NodeRuleError('URL is required');
    const init = requestInit(String(params.method || 'GET'), parseOptions(params.options));
    try {
      return { response: await readResponse(await platform.fetch(url, init)) };
    } catch {
      // unreachable host, refused connection, CORS, invalid URL or a body cut short
      throw new NodeRuleError('Failed to fetch');
    }
  },
});
