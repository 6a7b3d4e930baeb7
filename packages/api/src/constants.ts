// Constants shared by the server and the web app, named after the words of spec 1 §7 and §9.

/** Every REST call lives under this base path (spec 1 §7). */
export const API_BASE_PATH = '/api/nest';

/** Spec 1 §9: request timeout 50000 ms. */
export const REQUEST_TIMEOUT_MS = 50_000;
/** Spec 1 §9: file upload timeout 20000 ms. */
export const FILE_UPLOAD_TIMEOUT_MS = 20_000;

/** Ids are 24-character lowercase hex strings (like Mongo ObjectIds). */
export const ID_LENGTH = 24;
/** Spec 1 §9: the playground project id is 24 zeros. */
export const PLAYGROUND_PROJECT_ID = '0'.repeat(ID_LENGTH);
/** Spec 1 §7: an empty user id is sent as 24 zeros in the x-user-id header. */
export const EMPTY_USER_ID = '0'.repeat(ID_LENGTH);

/** Request headers of spec 1 §7. */
export const HEADER_REQUEST_ID = 'x-request-id';
export const HEADER_SESSION_ID = 'x-session-id';
export const HEADER_USER_ID = 'x-user-id';
export const HEADER_PROJECT_ACCESS_TOKEN = 'x-project-access-token';
/** Header carrying DEBUG_KEY for POST /auth/login/test-account. */
export const HEADER_DEBUG_KEY = 'x-debug-key';

/** Days between an account deletion request and the deletion itself. */
export const ACCOUNT_DELETION_GRACE_PERIOD_DAYS = 30;

/** Minimum length of an e-mail sign-up password. */
export const PASSWORD_MIN_LENGTH = 8;

/** OAuth providers the server signs in with. */
export const OAUTH_PROVIDERS = ['google', 'github'] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];

/** Where the SPA shows sign-in failures: '/login?error=<reason>'. */
export const LOGIN_PAGE_PATH = '/login';

/**
 * GET: the signed-in user (the route table's `users.getMe`). A constant of its own so the web app
 * can ask whether it is signed in before the route table and zod have loaded.
 */
export const CURRENT_USER_PATH = '/users/me';

/**
 * GET: who is signed in, if anybody (the route table's `auth.session`): the app's login probe. A
 * signed-out caller is an answer (`user: null`), not a 401 that every visitor's console would log.
 */
export const SESSION_PATH = '/auth/session';
