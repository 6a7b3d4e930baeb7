// Users: anybody — signed in or not — may read a public profile (it holds no e-mail); only the
// signed-in user reads or changes their own /users/me. Both are enforced by the routes' guards
// and by acting on `user.id` only, so there is nothing to decide here yet.
export const PUBLIC_PROFILES_ARE_PUBLIC = true;
