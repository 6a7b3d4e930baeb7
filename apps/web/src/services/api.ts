// The typed calls of the route table over the app's API client. Zod and the route table load with
// this module: pages that call the API import it; the shell loads it on first use.
import '../base/zod-config.js';
import { createNodeloomApi, projectSchema, sessionResponseSchema } from '@nodeloom/api';
import { apiClient } from './api-client.js';

export const api = createNodeloomApi(apiClient);

/** What the login probe's answer is checked with (services/api-client.ts): auth.session's response. */
export const sessionSchema = sessionResponseSchema;

/** What a project read's answer is checked with (services/project-read-ahead.ts): projects.get's response. */
export const projectReadSchema = projectSchema;
