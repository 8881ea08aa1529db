import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { REPORT, apiReport, formatReport, isValueLine } from '../../scripts/apiReport.mjs';

// The public surface is a decision, not a by-product: the build's exports must be the reviewed
// report's, line for line. A new, renamed or removed export fails here until the report is
// rewritten (`npm run api:update`) and the change reviewed with it.

const built = fileURLToPath(new URL('../../dist/index.d.ts', import.meta.url));

describe('the API report', () => {
  it('lists every export of every entry the build has, and nothing else', { timeout: 60_000 }, () => {
    expect(existsSync(built), 'npm run build makes dist/index.d.ts').toBe(true);
    const reviewed = readFileSync(REPORT, 'utf8');
    const lines = apiReport();
    const now = formatReport(lines);
    if (now !== reviewed) {
      const before = new Set(reviewed.split('\n'));
      const after = new Set(now.split('\n'));
      const added = [...after].filter((line) => !before.has(line)).map((line) => `+ ${line}`);
      const removed = [...before].filter((line) => !after.has(line)).map((line) => `- ${line}`);
      expect.fail(`The exports differ from api/socialkit-react.api.txt; review them, then run npm run api:update:\n${[...added, ...removed].join('\n')}`);
    }
  });

  it('keeps the root entry to what an app needs: at most 60 runtime values', () => {
    const values = readFileSync(REPORT, 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('@socialkit/react ') && isValueLine(line));
    expect(values.length).toBeLessThanOrEqual(60);
  });
});
