import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

// Every in-page anchor and relative link in the project's Markdown resolves, as GitHub renders it:
// a newcomer's first click must not land nowhere.
const ROOT = resolve(import.meta.dirname, '../..');
const DOCS = ['README.md', 'CONTRIBUTING.md', 'CHANGELOG.md', 'docs/proxy.md', 'docs/hooks.md', 'docs/connecting.md', 'docs/uploading.md', 'docs/post-options.md', 'docs/testing.md', 'docs/theming.md', 'docs/storybook.md', 'docs/budgets.md', 'docs/dependencies.md', 'docs/languages.md', 'docs/media-rules.md', 'examples/next-app/README.md', 'examples/vite-express/README.md', 'docs/service/interface.md', 'docs/service/networks.md'];

/** GitHub's heading anchor: lower case, punctuation but hyphens dropped, spaces as hyphens. */
const anchorOf = (heading: string) => heading.trim().toLowerCase().replace(/[^\p{L}\p{N}_\- ]/gu, '').replace(/ /g, '-');

const headingsOf = (text: string) => new Set([...text.replace(/```[\s\S]*?```/g, '').matchAll(/^#{1,6} (.+)$/gm)].map((match) => anchorOf(match[1]!)));
/** Links outside code blocks: `[text](target)`, without web addresses. */
const linksOf = (text: string) => [...text.replace(/```[\s\S]*?```/g, '').matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]!).filter((target) => !/^[a-z]+:/i.test(target));

describe.each(DOCS)('%s', (file) => {
  const text = readFileSync(join(ROOT, file), 'utf8');

  it('links only to anchors and files that exist', () => {
    const broken = linksOf(text).filter((target) => {
      const [path, anchor] = target.split('#') as [string, string | undefined];
      const absolute = path ? resolve(dirname(join(ROOT, file)), path) : join(ROOT, file);
      if (!existsSync(absolute)) return true;
      if (!anchor) return false;
      return !absolute.endsWith('.md') || !headingsOf(readFileSync(absolute, 'utf8')).has(anchor);
    });
    expect(broken).toEqual([]);
  });
});
