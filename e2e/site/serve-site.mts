// Serves a built site directory on loopback for the site specs: `serve-site.mts DIR`.
// Prints `PORT <n>` once listening; stops on SIGTERM.
import type { AddressInfo } from 'node:net';
import { createSiteServer } from '@nodeloom/site';

const dir = process.argv[2];
if (!dir) throw new Error('usage: serve-site.mts DIR');
const server = createSiteServer(dir);
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`PORT ${(server.address() as AddressInfo).port}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
