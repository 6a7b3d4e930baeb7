// The operations of the OpenAPI document as the contract test walks them, with OpenAPI
// references (parameters, responses) resolved. Reads the document only (not shipped: *.testing.ts).
import type {
  JsonSchema,
  OpenApiDocument,
  OpenApiOperation,
  OpenApiParameter,
  OpenApiResponse,
} from '@nodeloom/api';

export const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

export interface Operation {
  id: string;
  method: Uppercase<(typeof METHODS)[number]>;
  /** OpenAPI path, e.g. /projects/{id} */
  path: string;
  /** JSON pointer of the operation in the document (for schema references). */
  pointer: string;
  parameters: OpenApiParameter[];
  /** Media types of the request body with their schemas (empty: no body). */
  bodyTypes: Record<string, JsonSchema>;
  responses: Record<string, OpenApiResponse>;
  /** The security schemes of its first requirement (none for a public operation). */
  credentials: string[];
}

/** `#/a/b` → the value at that place of the document. */
export function resolvePointer(document: OpenApiDocument, ref: string): unknown {
  return ref
    .slice(2)
    .split('/')
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], document);
}

const escapePart = (part: string) => part.replaceAll('~', '~0').replaceAll('/', '~1');

export const pointerOf = (...parts: string[]) => `#/${parts.map(escapePart).join('/')}`;

function resolved<T>(document: OpenApiDocument, item: T | { $ref: string }): T {
  return item && typeof item === 'object' && '$ref' in item
    ? (resolvePointer(document, item.$ref) as T)
    : (item as T);
}

export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = item[method] as OpenApiOperation | undefined;
      if (!operation) return [];
      const responses = Object.fromEntries(
        Object.entries(operation.responses).map(([status, r]) => [status, resolved(document, r)]),
      );
      return [
        {
          id: operation.operationId,
          method: method.toUpperCase() as Operation['method'],
          path,
          pointer: pointerOf('paths', path, method),
          parameters: (operation.parameters ?? []).map((p) => resolved<OpenApiParameter>(document, p)),
          bodyTypes: Object.fromEntries(
            Object.entries(operation.requestBody?.content ?? {}).map(([type, media]) => [type, media.schema]),
          ),
          responses,
          credentials: Object.keys(operation.security[0] ?? {}),
        },
      ];
    }),
  );
}
