// The baseline: the least a proxy can do and still be safe to mount. It adds the key and forces
// the tenant (the list's query, the auth URL's body), and nothing else: no allowlist, no bounds,
// no redaction, no logs. It reaches the service the fastest way Node has, node:http with a
// keep-alive Agent, as the proxy does under toNodeHandler, so the ratio measures the proxy's own
// work and not a difference of HTTP clients (passthrough-fetch.mjs is the same with fetch).
import { Agent, createServer, request } from 'node:http';

const [upstream, key] = [process.env.UPSTREAM, process.env.KEY];
const agent = new Agent({ keepAlive: true });
const server = createServer(async (req, res) => {
  const url = new URL(req.url, upstream);
  url.pathname = url.pathname.replace(/^\/api\/social/, '');
  let body;
  if (req.method === 'POST') {
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    body = JSON.stringify({ ...JSON.parse(Buffer.concat(chunks).toString() || '{}'), tenant_id: 'acme' });
  } else url.searchParams.set('tenantId', 'acme');
  const headers = { Authorization: `Bearer ${key}`, ...(body ? { 'Content-Type': 'application/json' } : {}) };
  const out = request(url, { method: req.method, headers, agent }, (answer) => {
    const chunks = [];
    answer.on('data', (chunk) => chunks.push(chunk));
    answer.on('end', () => {
      res.writeHead(answer.statusCode, { 'Content-Type': 'application/json' });
      res.end(Buffer.concat(chunks));
    });
  });
  out.on('error', () => res.writeHead(502).end());
  out.end(body);
});
server.listen(0, '127.0.0.1', () => process.send?.({ port: server.address().port }));
// The CPU this process has used, for run.mjs's CPU time per request.
process.on('message', () => process.send?.({ cpu: process.cpuUsage() }));
