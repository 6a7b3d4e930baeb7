/** The parts of an OpenAPI 3.1 document this package writes (https://spec.openapis.org/oas/v3.1.0). */
export type JsonSchema = { [key: string]: unknown };

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  description?: string;
  schema: JsonSchema;
}

export interface OpenApiHeader {
  description: string;
  required?: boolean;
  schema: JsonSchema;
}

export interface OpenApiMediaType {
  schema: JsonSchema;
}

export interface OpenApiResponse {
  description: string;
  content?: Record<string, OpenApiMediaType>;
  headers?: Record<string, OpenApiHeader>;
}

export type OpenApiReference = { $ref: string };

export interface OpenApiOperation {
  operationId: string;
  tags: string[];
  summary: string;
  parameters?: (OpenApiParameter | OpenApiReference)[];
  requestBody?: { required: boolean; content: Record<string, OpenApiMediaType> };
  responses: Record<string, OpenApiResponse | OpenApiReference>;
  /** Empty list: no credential; `[{}]` alongside a scheme: the credential is optional. */
  security: Record<string, string[]>[];
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: { url: string; description: string }[];
  paths: Record<string, Partial<Record<'get' | 'post' | 'put' | 'patch' | 'delete', OpenApiOperation>>>;
  components: {
    schemas: Record<string, JsonSchema>;
    responses: Record<string, OpenApiResponse>;
    parameters: Record<string, OpenApiParameter>;
    securitySchemes: Record<
      string,
      { type: 'apiKey'; in: 'cookie' | 'header'; name: string; description: string }
    >;
  };
}
