// node bench/proxy/compare.mjs <build> [<build> …] — CPU per request of several builds of the proxy
// (each a copy of dist, e.g. `cp -r dist /tmp/dist-before` before a change) beside the node:http
// pass-through, in rounds that alternate them, so a busy moment of a shared machine lands on all.
// On a loaded machine a round's CPU per request moves by ±20 µs, so it prints every round and the
// median of each round's ratio to the pass-through's. GET by default; METHODS=GET,POST for both.
import { fork } from 'node:child_process';
import { resolve } from 'node:path';
import autocannon from 'autocannon';

const KEY = 'sk_bench_key_5d81e3a9';
const ROUNDS = Number(process.env.ROUNDS ?? 8);
const SECONDS = Number(process.env.SECONDS ?? 3);
const METHODS = (process.env.METHODS ?? 'GET').split(',');
const builds = process.argv.slice(2).map((dir) => resolve(dir));
if (builds.length === 0) throw new Error('usage: node bench/proxy/compare.mjs <dist copy> [<dist copy> …]');

const start = (file, env = {}) =>
  new Promise((resolve, reject) => {
    const child = fork(new URL(file, import.meta.url), { env: { ...process.env, ...env }, stdio: 'inherit' });
    child.once('message', ({ port }) => resolve({ child, origin: `http://127.0.0.1:${port}` }));
    child.once('error', reject);
  });
const cpuOf = (child) =>
  new Promise((resolve) => {
    child.once('message', ({ cpu }) => resolve(cpu.user + cpu.system));
    child.send('cpu');
  });
const load = (origin, method, duration) =>
  autocannon({
    url: method === 'GET' ? `${origin}/api/social/v1/social-accounts?limit=20&offset=0` : `${origin}/api/social/v1/social-networks/linkedin/auth-url`,
    method,
    connections: 50,
    duration,
    headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin' },
    body: method === 'POST' ? JSON.stringify({ redirect_uri: 'https://app.example/connect/callback' }) : undefined,
  });

const upstream = await start('./upstream.mjs');
const servers = {};
for (const dir of builds) servers[dir] = await start('./proxy.mjs', { UPSTREAM: upstream.origin, KEY, DIST: dir });
servers['pass-through'] = await start('./passthrough.mjs', { UPSTREAM: upstream.origin, KEY });
// A second of load each first, so no round measures a cold JIT.
for (const { origin } of Object.values(servers)) await load(origin, 'GET', 1);

const cpu = {};
for (const method of METHODS) {
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [name, server] of Object.entries(servers)) {
      const before = await cpuOf(server.child);
      const r = await load(server.origin, method, SECONDS);
      const spent = (await cpuOf(server.child)) - before;
      if (r.non2xx || r.errors) throw new Error(`${name} ${method}: ${r.non2xx} non-2xx, ${r.errors} errors`);
      (cpu[`${method} ${name}`] ??= []).push(spent / r.requests.total);
    }
  }
}
for (const { child } of [upstream, ...Object.values(servers)]) child.kill();

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
for (const method of METHODS) {
  const base = cpu[`${method} pass-through`];
  console.log(`${method}, CPU µs per request, ${ROUNDS} alternating rounds of ${SECONDS} s`);
  for (const name of Object.keys(servers)) {
    const rounds = cpu[`${method} ${name}`];
    const ratio = name === 'pass-through' ? '' : `   median ratio ${median(rounds.map((value, i) => value / base[i])).toFixed(2)}×`;
    console.log(`  ${name}\n    ${rounds.map(Math.round).join(' ')}   median ${Math.round(median(rounds))}${ratio}`);
  }
}
