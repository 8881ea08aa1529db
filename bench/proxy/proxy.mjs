// The library's proxy as an app mounts it: the built package, toNodeHandler with a session check
// and the tenant from it given as Node hooks (both trivial here, as the baseline's).
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';

// DIST names another build (compare.mjs runs a copy of dist from before a change beside this one).
const entry = process.env.DIST ? pathToFileURL(`${process.env.DIST}/server/index.js`).href : '../../dist/server/index.js';
const { createSocialProxy, toNodeHandler } = await import(entry);

const hooks = { authorize: () => true, resolveTenant: () => 'acme' };
// A build from before the Node hooks (compare.mjs's DIST) would ignore them, and skip the tenant:
// it gets them as the proxy's own. A build that has them refuses hooks around another handler.
let nodeHooks = true;
try {
  toNodeHandler(() => Promise.resolve(new Response()), hooks);
  nodeHooks = false;
} catch {
  // It has them.
}
const proxy = createSocialProxy({
  apiKey: process.env.KEY,
  upstreamUrl: process.env.UPSTREAM,
  basePath: '/api/social',
  ...(nodeHooks ? {} : hooks),
});
// The hooks on Node's request, as an Express app writes them.
const server = createServer(nodeHooks ? toNodeHandler(proxy, hooks) : toNodeHandler(proxy));
server.listen(0, '127.0.0.1', () => process.send?.({ port: server.address().port }));
process.on('SIGINT', () => process.exit(0));
// The CPU this process has used, for run.mjs's CPU time per request.
process.on('message', () => process.send?.({ cpu: process.cpuUsage() }));
