// Checks one answer against the OpenAPI document: the status is declared, the media type is one
// the status declares, and the body matches its schema (Ajv, JSON Schema 2020-12).
import type { OpenApiDocument } from '@nodeloom/api';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { type Operation, pointerOf } from './operations.testing.js';

const DOCUMENT_ID = 'https://nodeloom.invalid/openapi.json';

export interface Answer {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

/** Why an answer breaks the contract, or undefined when it keeps it. */
export type Breach = string | undefined;

export function answerChecker(document: OpenApiDocument): (operation: Operation, answer: Answer) => Breach {
  // strict: false — the document holds OpenAPI keywords next to the schemas it is the base of.
  const ajv = new Ajv2020({ strict: false, allErrors: false });
  addFormats.default(ajv);
  ajv.addSchema({ ...document, $id: DOCUMENT_ID });
  const compiled = new Map<string, ValidateFunction>();
  const validatorAt = (pointer: string) => {
    let validate = compiled.get(pointer);
    if (!validate) {
      validate = ajv.compile({ $ref: DOCUMENT_ID + pointer });
      compiled.set(pointer, validate);
    }
    return validate;
  };

  const schemaOf = (schema: object) => {
    const key = JSON.stringify(schema);
    let validate = compiled.get(key);
    if (!validate) {
      validate = ajv.compile(schema);
      compiled.set(key, validate);
    }
    return validate;
  };

  return (operation, answer) => {
    const status = String(answer.statusCode);
    if (answer.statusCode >= 500 && !isNotConfigured(answer))
      return `answered ${status}: ${answer.body.slice(0, 300)}`;
    const declared = operation.responses[status];
    if (!declared)
      return `answered ${status}, which the document does not declare: ${answer.body.slice(0, 200)}`;
    for (const [name, header] of Object.entries(declared.headers ?? {})) {
      const value = answer.headers[name];
      if (value === undefined) {
        if (header.required) return `${status} lacks the declared header ${name}`;
      } else if (!schemaOf(header.schema)(String(value))) {
        return `${status} header ${name} does not match its schema: ${String(value).slice(0, 100)}`;
      }
    }
    const type = String(answer.headers['content-type'] ?? '')
      .split(';')[0]!
      .trim();
    const content = declared.content;
    if (!content) return answer.body === '' ? undefined : `${status} declares no body but got ${type}`;
    if (!(type in content))
      return `${status} answered ${type || '(no type)'}, declared ${Object.keys(content).join(', ')}`;
    if (type !== 'application/json') return undefined;
    // The schema of a referenced error response lives under components, not under the operation.
    const reference = (operationResponses(document, operation)[status] as { $ref?: string }).$ref;
    const pointer = reference
      ? `${reference}/content/application~1json/schema`
      : `${operation.pointer}${pointerOf('responses', status, 'content', type, 'schema').slice(1)}`;
    const validate = validatorAt(pointer);
    let body: unknown;
    try {
      body = JSON.parse(answer.body);
    } catch {
      return `${status} body is not JSON: ${answer.body.slice(0, 100)}`;
    }
    if (validate(body)) return undefined;
    return `${status} body does not match its schema: ${ajv.errorsText(validate.errors)}`;
  };
}

/** A declared 503 for a feature this server has not configured (billing): a setting, not a fault. */
function isNotConfigured(answer: Answer): boolean {
  return answer.statusCode === 503 && /"code":"\w+NotConfigured"/.test(answer.body);
}

function operationResponses(document: OpenApiDocument, operation: Operation) {
  const item = document.paths[operation.path]!;
  return item[operation.method.toLowerCase() as 'get']!.responses;
}
