import { parseArgs } from 'node:util';
import { startSimulatedService } from './node.js';

// socialkit-sim: the simulated service on loopback, for an app's own end-to-end tests and demos.
const HELP = `Usage: socialkit-sim [--port 4010] [--host 127.0.0.1] [--api-key KEY] [--networks x,bluesky,…]
                     [--storage-rate BYTES_PER_SECOND]

Serves the simulated social media management service: its API under /v1, its OAuth consent
pages at /consent, presigned storage at /storage, and control routes under /__socialkit
(PUT /__socialkit/faults/<operation>, DELETE the same, POST /__socialkit/reset, GET
/__socialkit/requests, /media and /accounts). --storage-rate reads uploads at that pace, so progress shows on
loopback. Point your proxy's upstreamUrl at the URL it prints.`;

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4010' },
    host: { type: 'string', default: '127.0.0.1' },
    'api-key': { type: 'string' },
    networks: { type: 'string' },
    'storage-rate': { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});

if (values.help) {
  process.stdout.write(`${HELP}\n`);
} else {
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`socialkit-sim: --port must be a port number, not ${JSON.stringify(values.port)}`);
    process.exit(2);
  }
  const rate = values['storage-rate'] === undefined ? undefined : Number(values['storage-rate']);
  if (rate !== undefined && !(Number.isFinite(rate) && rate > 0)) {
    console.error(`socialkit-sim: --storage-rate must be a number of bytes per second, not ${JSON.stringify(values['storage-rate'])}`);
    process.exit(2);
  }
  const running = await startSimulatedService({
    port,
    host: values.host,
    apiKey: values['api-key'],
    ...(rate ? { storageBytesPerSecond: rate } : {}),
    ...(values.networks ? { configuredNetworks: values.networks.split(',').map((id: string) => id.trim()).filter(Boolean) } : {}),
  });
  process.stdout.write(`Simulated service at ${running.url}${values['api-key'] ? ' (API key required)' : ''}\n`);
  const stop = () => void running.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
