import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

// The pictures in the README and the docs come from `npm run screenshots` (scripts/screenshots.mjs):
// each component's main story, on a light and a dark host page, committed under docs/images/.

const ROOT = resolve(import.meta.dirname, '../..');
const PAGES = ['README.md', 'CONTRIBUTING.md', ...readdirSync(resolve(ROOT, 'docs')).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`)];
/** `src="…"`, `srcset="…"` and Markdown's `![…](…)`, relative to the page. */
const IMAGE = /(?:src|srcset)="([^"]+)"|!\[[^\]]*\]\(([^)\s]+)\)/g;
const kebab = (name: string) => name.replace(/(?<=[a-z])(?=[A-Z])/g, '-').toLowerCase();

it('finds every picture a page shows', () => {
  const missing = PAGES.flatMap((page) =>
    [...readFileSync(resolve(ROOT, page), 'utf8').matchAll(IMAGE)]
      .map((match) => (match[1] ?? match[2])!)
      .filter((src) => !/^https?:/.test(src))
      .filter((src) => !existsSync(resolve(ROOT, page, '..', src)))
      .map((src) => `${page}: ${src}`),
  );
  expect(missing).toEqual([]);
});

it('has a light and a dark picture of every component', () => {
  const components = readdirSync(resolve(ROOT, 'src/components'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && /^[A-Z]/.test(entry.name))
    .map((entry) => kebab(entry.name));
  expect(components.length).toBeGreaterThanOrEqual(8);
  const missing = components.flatMap((name) => ['light', 'dark'].map((host) => `docs/images/${name}-${host}.png`)).filter((file) => !existsSync(resolve(ROOT, file)));
  expect(missing).toEqual([]);
});
