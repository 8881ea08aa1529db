// The service's stand-in for the proxy benchmark: answers a page of accounts and an auth URL,
// in its own process so it takes no CPU from the server under test's event loop.
import { createServer } from 'node:http';

const page = JSON.stringify({
  success: true,
  data: Array.from({ length: 5 }, (_, i) => ({ id: `acc_${i}`, network: 'x', username: `user${i}`, nickname: `User ${i}`, isActive: 1, createdAt: '2026-01-01T00:00:00Z' })),
  count: 5,
  limit: 20,
  offset: 0,
});
const authUrl = JSON.stringify({ success: true, data: { auth_url: 'https://network.example/oauth?state=abc' } });

const server = createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    const body = req.method === 'POST' ? authUrl : page;
    res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) });
    res.end(body);
  });
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => process.send?.({ port: server.address().port }));
