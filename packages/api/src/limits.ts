import { z } from 'zod';

// The lengths of names and descriptions, in characters: the server's schemas refuse longer ones
// and the web app's fields stop there, both from these constants.

/** A library item's name: snippet, preset, form, UDN, team, snapshot, project. */
export const NAME_MAX_LENGTH = 200;
/** A project's category. */
export const CATEGORY_MAX_LENGTH = 100;
/** An asset's name (a file name). */
export const ASSET_NAME_MAX_LENGTH = 255;
/** A snippet's description. */
export const SNIPPET_DESCRIPTION_MAX_LENGTH = 2000;
/** A long description: a UDN's, a UDN version's, a snapshot's comment. */
export const DESCRIPTION_MAX_LENGTH = 5000;
/** A deploy's message. */
export const DEPLOY_MESSAGE_MAX_LENGTH = 500;
/**
 * The longest path parameter the server's router takes (Fastify's default; longer ones answer
 * 400). A layout's name travels in the path (`/users/layouts/:name`): this is its limit too.
 */
export const PATH_PARAM_MAX_LENGTH = 100;

/** A required name: trimmed, not empty, at most `max` characters. */
export const nameSchema = (max: number) =>
  z.string().trim().min(1, 'must not be empty').max(max, `must be at most ${max} characters`);

/** A free text of at most `max` characters (untrimmed: its white space is the author's). */
export const textSchema = (max: number) => z.string().max(max, `must be at most ${max} characters`);
