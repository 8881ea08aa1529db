// npm run bench:proxy — requests per second and latency of the proxy beside a minimal
// pass-through that also forces the tenant (node:http both ways, keep-alive to the service), in the same run, each in its own process against the
// same loopback upstream, driven by autocannon (50 connections). Rounds alternate (proxy,
// pass-through, pass-through over fetch, proxy, …) so a busy moment of a shared machine lands on both. Reports medians
// of the rounds; asserts nothing about speed.
import { fork } from 'node:child_process';
import autocannon from 'autocannon';

const KEY = 'sk_bench_key_5d81e3a9';
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const SECONDS = Number(process.env.SECONDS ?? 5);

const start = (file, env = {}) =>
  new Promise((resolve, reject) => {
    const child = fork(new URL(file, import.meta.url), { env: { ...process.env, ...env }, stdio: 'inherit' });
    child.once('message', ({ port }) => resolve({ child, origin: `http://127.0.0.1:${port}` }));
    child.once('error', reject);
  });

const upstream = await start('./upstream.mjs');
const servers = {
  proxy: await start('./proxy.mjs', { UPSTREAM: upstream.origin, KEY }),
  'pass-through': await start('./passthrough.mjs', { UPSTREAM: upstream.origin, KEY }),
  // The earlier baseline (fetch to the service), shown for reference; the targets are against the one above.
  'pass-through (fetch)': await start('./passthrough-fetch.mjs', { UPSTREAM: upstream.origin, KEY }),
};

/** CPU (user + system, µs) the server's process has used so far. */
const cpuOf = (child) =>
  new Promise((resolve) => {
    child.once('message', ({ cpu }) => resolve(cpu.user + cpu.system));
    child.send('cpu');
  });

/**
 * One autocannon run. Its own latency percentiles are whole milliseconds (its histogram records
 * integers), too coarse beside a 3 ms median: the latencies come from its per-response event
 * instead, which carries each response's time from process.hrtime.
 */
async function load(origin, method) {
  const run = autocannon({
    url: method === 'GET' ? `${origin}/api/social/v1/social-accounts?limit=20&offset=0` : `${origin}/api/social/v1/social-networks/linkedin/auth-url`,
    method,
    connections: 50,
    duration: SECONDS,
    headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin' },
    body: method === 'POST' ? JSON.stringify({ redirect_uri: 'https://app.example/connect/callback' }) : undefined,
  });
  const times = [];
  run.on('response', (_client, status, _bytes, milliseconds) => {
    if (status < 300) times.push(milliseconds);
  });
  const result = await run;
  times.sort((a, b) => a - b);
  const at = (share) => times[Math.min(times.length - 1, Math.floor(times.length * share))];
  return { ...result, p50: at(0.5), p99: at(0.99) };
}

const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
const results = {};
for (const method of ['GET', 'POST']) {
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [name, server] of Object.entries(servers)) {
      const cpuBefore = await cpuOf(server.child);
      const r = await load(server.origin, method);
      const cpu = (await cpuOf(server.child)) - cpuBefore;
      if (r.non2xx || r.errors) throw new Error(`${name} ${method}: ${r.non2xx} non-2xx, ${r.errors} errors`);
      const entry = (results[`${method} ${name}`] ??= { rps: [], p50: [], p99: [], cpu: [] });
      entry.rps.push(r.requests.average);
      // What the server spent per request, whatever else ran on the machine meanwhile.
      entry.cpu.push(cpu / r.requests.total);
      entry.p50.push(r.p50);
      entry.p99.push(r.p99);
    }
  }
}
for (const { child } of [upstream, ...Object.values(servers)]) child.kill();

const rows = Object.entries(results).map(([name, r]) => ({ name, rps: median(r.rps), p50: median(r.p50), p99: median(r.p99), cpu: median(r.cpu) }));
console.log(`proxy vs pass-through, ${ROUNDS} rounds of ${SECONDS} s, 50 connections (medians)`);
for (const row of rows) console.log(`  ${row.name.padEnd(26)} ${String(Math.round(row.rps)).padStart(6)} req/s   p50 ${row.p50.toFixed(2).padStart(6)} ms   p99 ${row.p99.toFixed(2).padStart(6)} ms   CPU ${String(Math.round(row.cpu)).padStart(4)} µs/request`);
for (const method of ['GET', 'POST']) {
  const [p, b] = [rows.find((r) => r.name === `${method} proxy`), rows.find((r) => r.name === `${method} pass-through`)];
  console.log(`  ${method}: throughput ${(p.rps / b.rps).toFixed(2)}× the pass-through's (target ≥ 0.9), median latency ${(p.p50 / b.p50).toFixed(2)}× (target ≤ 1.2), CPU per request ${(p.cpu / b.cpu).toFixed(2)}×`);
}
