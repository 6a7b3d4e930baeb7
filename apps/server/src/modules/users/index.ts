// What other floors may use of the users area: the signed-in user as the API presents them.

export { usersPolicy } from './policy.js';
export { presentMe } from './service.js';
