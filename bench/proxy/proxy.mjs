// The library's proxy as an app mounts it: the built package, toNodeHandler, a session check and
// the tenant from it (both trivial here, as the baseline's).
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';

// DIST names another build (compare.mjs runs a copy of dist from before a change beside this one).
const entry = process.env.DIST ? pathToFileURL(`${process.env.DIST}/server/index.js`).href : '../../dist/server/index.js';
const { createSocialProxy, toNodeHandler } = await import(entry);

const proxy = createSocialProxy({
  apiKey: process.env.KEY,
  upstreamUrl: process.env.UPSTREAM,
  basePath: '/api/social',
  authorize: () => true,
  resolveTenant: () => 'acme',
});
const server = createServer(toNodeHandler(proxy));
server.listen(0, '127.0.0.1', () => process.send?.({ port: server.address().port }));
process.on('SIGINT', () => process.exit(0));
// The CPU this process has used, for run.mjs's CPU time per request.
process.on('message', () => process.send?.({ cpu: process.cpuUsage() }));
