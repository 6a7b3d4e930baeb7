import { z } from 'zod';
import { DEPLOY_MESSAGE_MAX_LENGTH } from '../limits.js';
import { BIGINT_SAFE_MAX, wholeNumberTextSchema } from '../numbers.js';
import { isoDateSchema, objectIdSchema } from './common.js';

/** Spec 1 §9: the commit message of a deployment made without one. */
export const DEFAULT_DEPLOYMENT_MESSAGE = 'Deploy from Nodeloom';

/** A branch name is a DNS label (it becomes part of the alias host `<branch>--<slug>`). */
export const BRANCH_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
/** main is production; every other branch is a preview. */
export const PRODUCTION_BRANCH = 'main';

export const branchSchema = z
  .string()
  .regex(
    BRANCH_PATTERN,
    'must be a DNS label: 1-63 lowercase letters, digits and dashes, not starting or ending with a dash',
  )
  .refine(
    (branch) => !branch.includes('--'),
    'must not contain "--" (it separates the branch from the project in the alias host)',
  )
  .meta({ examples: ['main', 'preview-1'] });

/**
 * One file of a deploy. `index.html`, `app.js`, `package.json`, `styles.css` and
 * `tailwind.config.js` are the site's own files; any other path — and any path with a leading
 * slash or under public/ — is a public file: it loses the leading slash and goes under public/
 * (spec 1 §5), and a public index.html is refused.
 */
export const deployFileSchema = z
  .object({
    path: z.string().min(1, 'must not be empty').max(1024, 'must be at most 1024 characters'),
    content: z.string(),
    /** utf8 (default) for text, base64 for binary files. */
    encoding: z.enum(['utf8', 'base64']).default('utf8'),
  })
  .meta({ examples: [{ path: 'index.html', content: '<!doctype html><title>Hi</title><p>Hi</p>' }] });
export type DeployFile = z.input<typeof deployFileSchema>;

export const deployBodySchema = z.object({
  projectId: objectIdSchema,
  branch: branchSchema,
  files: z.array(deployFileSchema).min(1, 'must hold at least the index page'),
  message: z
    .string()
    .trim()
    .max(DEPLOY_MESSAGE_MAX_LENGTH, `must be at most ${DEPLOY_MESSAGE_MAX_LENGTH} characters`)
    .optional(),
});
export type DeployBody = z.input<typeof deployBodySchema>;

export const deploymentSchema = z.object({
  deploymentId: objectIdSchema,
  projectId: objectIdSchema,
  branch: z.string(),
  production: z.boolean(),
  message: z.string(),
  /** `http://<deploymentId>.<SITES_DOMAIN>/`: this deployment, forever. */
  url: z.string(),
  /** The branch alias, which follows the branch's newest (or rolled-back-to) deployment. */
  aliasUrl: z.string(),
  /** True while the branch alias points here. */
  aliased: z.boolean(),
  fileCount: z.number().int(),
  totalBytes: z.number().int(),
  createdAt: isoDateSchema,
  createdByUserId: z.string().nullable(),
  takenDownAt: isoDateSchema.nullable(),
});
export type Deployment = z.infer<typeof deploymentSchema>;
export const deploymentListSchema = z.array(deploymentSchema);

export const deploymentIdBodySchema = z.object({ deploymentId: objectIdSchema });
export const userIdParamsSchema = z.object({ userId: objectIdSchema });

/** A domain name as typed (Unicode or ASCII); the server IDNA-normalises and checks it. */
export const domainNameSchema = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(253, 'must be at most 253 characters')
  .meta({ examples: ['www.example.com'] });
export const domainNameBodySchema = z.object({ domainName: domainNameSchema });
export const connectDomainBodySchema = z.object({
  deploymentId: objectIdSchema,
  domainName: domainNameSchema,
});

export const txtRecordSchema = z.object({ name: z.string(), value: z.string() });
export const customDomainSchema = z.object({
  domainName: z.string(),
  status: z.enum(['pending', 'verified']),
  certificateStatus: z.enum(['pending', 'issued', 'failed']).nullable(),
  /** Name servers to delegate the domain to (spec 1 §3 Custom domain nsRecords). */
  nsRecords: z.array(z.string()),
  /** The TXT record that proves the domain is yours. */
  txtRecord: txtRecordSchema,
  deploymentId: z.string().nullable(),
  verifiedAt: isoDateSchema.nullable(),
  nextCheckAt: isoDateSchema.nullable(),
});
export type CustomDomain = z.infer<typeof customDomainSchema>;
export const customDomainListSchema = z.object({ customDomains: z.array(customDomainSchema) });

export const statusEventsQuerySchema = z.object({
  /** The last seq already seen; events after it are returned (all recent ones when absent). A bigserial. */
  after: wholeNumberTextSchema({ max: BIGINT_SAFE_MAX }).optional(),
});
export const statusEventSchema = z.object({
  seq: z.number().int(),
  domainName: z.string(),
  kind: z.enum(['domain', 'certificate']),
  status: z.string(),
  createdAt: isoDateSchema,
});
export const statusEventListSchema = z.object({ events: z.array(statusEventSchema) });

/** The payload of a signed status webhook delivery (POST /publishing/sns-subscriptions). */
export const statusWebhookPayloadSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('domain'),
    domainName: domainNameSchema,
    status: z.enum(['pending', 'verified']),
  }),
  z.object({
    kind: z.literal('certificate'),
    domainName: domainNameSchema,
    status: z.enum(['pending', 'issued', 'failed']),
  }),
]);
export type StatusWebhookPayload = z.infer<typeof statusWebhookPayloadSchema>;
