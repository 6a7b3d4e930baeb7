// Values for requests the contract test builds from the document: samples of a schema (openapi-
// sampler, patterns on), real ids where a field or parameter names a record, and edge values.
import type { JsonSchema, OpenApiDocument } from '@nodeloom/api';
import { sample } from 'openapi-sampler';

/** Ids of records the test created first, by kind (see FIXTURE_OF_FIELD). */
export type Fixtures = Map<string, string>;

/** Which record a parameter or field names, by its name (and, for `id`, the collection before it). */
const FIXTURE_OF_FIELD: Record<string, string> = {
  projectId: 'projects',
  projectIds: 'projects',
  snapshotId: 'projectSnapshots',
  teamId: 'teams',
  userId: 'users',
  udnIds: 'udns',
  udnId: 'udns',
  versionGroupId: 'versionGroups',
  formId: 'forms',
  replyId: 'replies',
  tokenId: 'accessTokens',
  deploymentId: 'deployments',
};

const COLLECTION_ALIASES: Record<string, string> = { profiles: 'users' };

/** The fixture kind a path parameter refers to: `/udns/{id}` → 'udns'. */
export function fixtureOfParam(path: string, name: string): string | undefined {
  if (name !== 'id') return FIXTURE_OF_FIELD[name];
  const segments = path.split('/');
  const before = segments[segments.indexOf('{id}') - 1] ?? '';
  return COLLECTION_ALIASES[before] ?? before;
}

/** A sample of the schema; a JSON body's `$ref`s resolve against the document. */
export function sampleOf(schema: JsonSchema, document: OpenApiDocument): unknown {
  return sample(
    schema as never,
    { enablePatterns: true, quiet: true, skipReadOnly: true, skipNonRequired: true },
    document,
  );
}

/** The sample with every field that names a record set to the record the test created. */
export function withFixtures(value: unknown, fixtures: Fixtures, key = ''): unknown {
  const kind = FIXTURE_OF_FIELD[key];
  const id = kind ? fixtures.get(kind) : undefined;
  if (id !== undefined) return Array.isArray(value) ? [id] : typeof value === 'string' ? id : value;
  if (Array.isArray(value)) return value.map((item) => withFixtures(item, fixtures, key));
  // A date-time the document can only show as an example: tomorrow is valid for expiries.
  if (typeof value === 'string' && ISO_DATE_TIME.test(value)) return TOMORROW;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([name, inner]) => [name, withFixtures(inner, fixtures, name)]),
    );
  }
  return value;
}

const ISO_DATE_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/;
const TOMORROW = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString();

/** Strings that broke some layer somewhere: NUL, lone surrogates, bidi, combining, emoji, long. */
export const EDGE_STRINGS = [
  '',
  '\u0000',
  'x\ud800y',
  '\u202eevil',
  'e\u0301\u200b',
  '🧶🧵',
  '名前',
  'ä'.repeat(5_000),
  'a'.repeat(100_001),
];

/** A value of another JSON type than the sample's. */
export function wrongTypeOf(value: unknown): unknown {
  if (typeof value === 'string') return 12345;
  if (typeof value === 'number' || typeof value === 'boolean') return 'not-a-number';
  if (Array.isArray(value)) return { not: 'an array' };
  if (value && typeof value === 'object') return ['not', 'an', 'object'];
  return 'x';
}
