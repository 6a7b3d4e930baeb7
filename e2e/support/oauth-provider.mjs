#!/usr/bin/env node
// A real local OAuth2 server for the end-to-end tests (oauth2-mock-server), run as its own process so
// global teardown can stop it by PID. Usage: node oauth-provider.mjs <port>
// Its userinfo answers both GitHub's shape (id, login, avatar_url) and Google's (sub, picture).
import { OAuth2Server } from 'oauth2-mock-server';

export const OAUTH_TEST_USER = {
  sub: '4242',
  id: 4242,
  login: 'octo-e2e',
  name: 'Octo Tester',
  email: 'octo.tester@example.test',
  email_verified: true,
};

const port = Number(process.argv[2]);
if (!Number.isInteger(port) || port <= 0) {
  console.error('usage: oauth-provider.mjs <port>');
  process.exit(2);
}

const server = new OAuth2Server();
await server.issuer.keys.generate('RS256');
server.service.on('beforeUserinfo', (response) => {
  const avatar = `${server.issuer.url}/avatar.png`;
  response.body = { ...OAUTH_TEST_USER, picture: avatar, avatar_url: avatar };
});
await server.start(port, '127.0.0.1');
console.log(`oauth provider listening on ${server.issuer.url}`);

const stop = () => server.stop().finally(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
