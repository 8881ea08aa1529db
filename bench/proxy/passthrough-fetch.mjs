// The earlier baseline, kept for reference: the same pass-through, reaching the service with
// fetch (undici) instead of node:http. The least a proxy can do and still be safe to mount. It adds the key and forces
// the tenant (the list's query, the auth URL's body), and nothing else: no allowlist, no bounds,
// no redaction, no logs.
import { createServer } from 'node:http';

const [upstream, key] = [process.env.UPSTREAM, process.env.KEY];
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
  const answer = await fetch(url, { method: req.method, headers, body });
  res.writeHead(answer.status, { 'Content-Type': 'application/json' });
  res.end(Buffer.from(await answer.arrayBuffer()));
});
server.listen(0, '127.0.0.1', () => process.send?.({ port: server.address().port }));
// The CPU this process has used, for run.mjs's CPU time per request.
process.on('message', () => process.send?.({ cpu: process.cpuUsage() }));
