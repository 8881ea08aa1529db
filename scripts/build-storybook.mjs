// `npm run build-storybook`: Storybook's static build, failing when the build warns. A warning
// there (a story that cannot be indexed, a chunk Vite could not split, a deprecated API) is a
// defect a newcomer would meet first in the site, so it stops `npm test` like an error does.
import { spawn } from 'node:child_process';

/** What Storybook, its Vite builder and Rollup print for a warning. */
const WARNING = /\bWARN\b|\bwarning\b|^\s*\(!\)|▲/i;

const build = spawn('npx', ['storybook', 'build', '--quiet', '-o', 'storybook-static', ...process.argv.slice(2)], {
  stdio: ['ignore', 'pipe', 'pipe'],
});
const warnings = [];
for (const stream of [build.stdout, build.stderr]) {
  stream.setEncoding('utf8');
  let rest = '';
  stream.on('data', (chunk) => {
    (stream === build.stdout ? process.stdout : process.stderr).write(chunk);
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    warnings.push(...lines.filter((line) => WARNING.test(line)));
  });
  stream.on('end', () => WARNING.test(rest) && warnings.push(rest));
}
build.on('close', (code) => {
  if (code !== 0) process.exit(code ?? 1);
  if (warnings.length) {
    console.error(`\nThe Storybook build printed ${warnings.length} warning(s); a green build prints none:\n${warnings.join('\n')}`);
    process.exit(1);
  }
});
