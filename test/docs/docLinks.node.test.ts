import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { storyNameFromExport, toId } from 'storybook/internal/csf';
import { GUIDES, guideLink, guidePath, headingAnchor } from '../../stories/support/docs/guides.js';
import { HEADLESS, SECTIONS, sectionsOf } from '../../stories/support/docs/sections.js';

// Every in-page anchor and relative link in the project's Markdown resolves, as GitHub renders it,
// and every link of the Storybook pages leads to a page or story that exists, at an anchor that
// exists: a newcomer's first click must not land nowhere.
const ROOT = resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');
const filesUnder = (dir: string, ending: string) =>
  readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(ending))
    .map((file) => `${dir}/${file}`)
    .sort();

const DOCS = ['README.md', 'CONTRIBUTING.md', 'CHANGELOG.md', ...filesUnder('docs', '.md'), 'examples/next-app/README.md', 'examples/vite-express/README.md'];
const MDX = filesUnder('stories', '.mdx');
const STORY_FILES = filesUnder('stories', '.stories.tsx');

const withoutCode = (text: string) => text.replace(/```[\s\S]*?```/g, '');
const headingsOf = (text: string) => new Set([...withoutCode(text).matchAll(/^#{1,6} (.+)$/gm)].map((match) => headingAnchor(match[1]!)));
/** Links outside code blocks: `[text](target)`, without web addresses. */
const linksOf = (text: string) => [...withoutCode(text).matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]!).filter((target) => !/^[a-z]+:/i.test(target));

describe.each(DOCS)('%s', (file) => {
  const text = read(file);

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

// What Storybook builds from the sources: a docs page per MDX page and per autodocs component, a
// story per named export, with their ids as Storybook derives them from the literal titles.
const titleOf = (text: string) => /\btitle: '([^']+)'/.exec(text)?.[1];
const STORIES = STORY_FILES.map((file) => {
  const text = read(file);
  return { file, title: titleOf(text)!, exports: [...text.matchAll(/^export const (\w+)\b/gm)].map((match) => match[1]!) };
});
const DOCS_IDS = new Set([
  ...MDX.map((file) => /<Meta title="([^"]+)"/.exec(read(file))?.[1]).filter((title) => title !== undefined).map((title) => toId(title, 'Docs')),
  ...STORIES.map(({ title }) => toId(title, 'Docs')),
]);
const STORY_IDS = new Set(STORIES.flatMap(({ title, exports }) => exports.map((name) => toId(title, storyNameFromExport(name)))));
/** The headings of each guide's page, by its docs id. */
const GUIDE_ANCHORS = new Map(GUIDES.map((guide) => [guidePath(guide.title).slice('/docs/'.length), headingsOf(read(guide.file))]));

describe.each([...MDX, ...STORY_FILES])('%s', (file) => {
  it('links only to Storybook pages, stories and guide anchors that exist', () => {
    const links = [...read(file).matchAll(/\]\((\?path=[^)\s]+)\)/g)].map((match) => match[1]!);
    const broken = links.filter((link) => {
      const [, kind, id, anchor] = /^\?path=\/(docs|story)\/([^#]+)(?:#(.+))?$/.exec(link) ?? [];
      if (kind === 'story') return !STORY_IDS.has(id!) || anchor !== undefined;
      if (kind !== 'docs' || !DOCS_IDS.has(id!)) return true;
      return anchor !== undefined && !GUIDE_ANCHORS.get(id!)?.has(anchor);
    });
    expect(broken).toEqual([]);
  });
});

describe('the guides in Storybook', () => {
  it('has a page for each guide, rendering its Markdown under its title, in the sidebar’s order', () => {
    const pages = filesUnder('stories/guides', '.mdx').map((file) => {
      const text = read(file);
      const title = /<Meta title="Guides\/([^"]+)"/.exec(text)?.[1] ?? (text.includes('<Meta of={Stories}') ? titleOf(read(file.replace(/\.mdx$/, '.stories.tsx')))?.replace('Guides/', '') : undefined);
      return { title, file: /from '\.\.\/\.\.\/(docs\/[\w/-]+\.md)\?raw'/.exec(text)?.[1], rendered: /<Guide markdown=\{markdown[^}]*\} file="([^"]+)"/.exec(text)?.[1] };
    });
    expect(pages.map(({ title, file, rendered }) => ({ title, file, rendered })).sort((a, b) => a.file!.localeCompare(b.file!))).toEqual(
      GUIDES.map(({ title, file }) => ({ title, file, rendered: file })).sort((a, b) => a.file.localeCompare(b.file)),
    );
    const order = /storySort: \{\s*order: \['Introduction', 'Guides', \[([^\]]+)\]/.exec(read('.storybook/preview.tsx'))?.[1];
    expect([...(order ?? '').matchAll(/'([^']+)'/g)].map((match) => match[1])).toEqual(GUIDES.map((guide) => guide.title));
  });

  it('maps each link of a guide to a guide’s page at an anchor it has, or to a file of the repository that exists', () => {
    const broken = GUIDES.flatMap(({ file }) =>
      linksOf(read(file)).flatMap((href) => {
        const link = guideLink(file, href);
        if (link.kind === 'repository') return existsSync(join(ROOT, link.path)) ? [] : [`${file}: ${href}`];
        if (link.kind === 'anchor') return headingsOf(read(file)).has(href.slice(1)) ? [] : [`${file}: ${href}`];
        const [, id, anchor] = /^\?path=\/docs\/([^#]+)(?:#(.+))?$/.exec(link.href) ?? [];
        return id && DOCS_IDS.has(id) && (!anchor || GUIDE_ANCHORS.get(id)?.has(anchor)) ? [] : [`${file}: ${href} → ${link.href}`];
      }),
    );
    expect(broken).toEqual([]);
  });

  it('sends a guide’s links where a reader expects them', () => {
    expect(guideLink('docs/connecting.md', 'hooks.md#socialkitprovider')).toEqual({ kind: 'storybook', href: '?path=/docs/guides-provider-hooks-and-client--docs#socialkitprovider' });
    expect(guideLink('docs/proxy.md', 'testing.md')).toEqual({ kind: 'storybook', href: '?path=/docs/guides-testing-your-app--docs' });
    expect(guideLink('docs/uploading.md', '#retries')).toEqual({ kind: 'anchor', href: '#retries' });
    expect(guideLink('docs/proxy.md', '../examples/next-app')).toEqual({ kind: 'repository', path: 'examples/next-app' });
    expect(guideLink('docs/uploading.md', 'service/interface.md#uploads')).toEqual({ kind: 'repository', path: 'docs/service/interface.md' });
    expect(guideLink('docs/testing.md', 'https://mswjs.io')).toEqual({ kind: 'web', href: 'https://mswjs.io' });
  });
});

describe('the README’s table of components and hooks', () => {
  const readme = read('README.md');
  /** Link texts, and where each leads. */
  const links = [...withoutCode(readme).matchAll(/\[([^\]]+)\]\(([^)\s]+)\)/g)].map(([, text, href]) => ({ text: text!, href: href! }));

  it('links every component and every public hook to its page', async () => {
    const library = await import('../../src/index.js');
    const components = Object.keys(library).filter((name) => DOCS_IDS.has(toId(`Components/${name}`, 'Docs')));
    const hooks = Object.keys(library).filter((name) => /^use[A-Z]/.test(name));
    expect(components).toHaveLength(8);
    const linked = new Set(links.map(({ text }) => text));
    expect([...components, ...hooks].filter((name) => !linked.has(name))).toEqual([]);
  });

  it('sends each Storybook link to a docs page that exists', () => {
    const pages = links.filter(({ href }) => href.startsWith('http://localhost:6006/'));
    expect(pages.length).toBeGreaterThanOrEqual(8);
    const broken = pages.filter(({ href }) => !DOCS_IDS.has(/\?path=\/docs\/([^#]+)$/.exec(href)?.[1] ?? ''));
    expect(broken).toEqual([]);
  });
});

// Every component's docs page (stories/support/docs/ComponentDocsPage.tsx) has every section: the
// description above its stories file's meta names each, its usage file and its headless example
// exist, and the stories that show a state show one the meta lists.
describe.each(STORY_FILES.filter((file) => /^stories\/[A-Z]\w+\.stories\.tsx$/.test(file) && read(file).includes("tags: ['autodocs']")))('%s', (file) => {
  const text = read(file);
  const component = /^stories\/(\w+)\.stories\.tsx$/.exec(file)![1]!;
  const comment = /\/\*\*\n((?: \*.*\n)+?) \*\/\nconst meta/.exec(text)?.[1] ?? '';
  const description = comment.replace(/^ \* ?/gm, '');

  it('describes what the component is for in two sentences at most, then every section of its page', () => {
    const { intro, sections } = sectionsOf(description);
    expect(intro.replace(/\s+/g, ' ').split(/(?<=[.!?])\s+(?=[A-Z])/).length).toBeLessThanOrEqual(2);
    expect(SECTIONS.filter((name) => !sections[name]?.trim())).toEqual([]);
  });

  it('has a usage file and a headless example', () => {
    expect(existsSync(join(ROOT, `stories/examples/usage/${component}.tsx`))).toBe(true);
    expect(HEADLESS[component] && existsSync(join(ROOT, `stories/examples/${HEADLESS[component]}.tsx`))).toBe(true);
  });

  it('lists its states, and each story shows one it lists', () => {
    const states = /\n {2}parameters: \{ states: (\[[^\]]*\])/.exec(text)?.[1];
    expect(states).toBeDefined();
    const listed = new Set([...states!.matchAll(/'([^']+)'/g)].map((match) => match[1]));
    const shown = [...text.matchAll(/(?:showsState|playsToState): (\[[^\]]*\])/g)].flatMap((match) => [...match[1]!.matchAll(/'([^']+)'/g)].map((value) => value[1]!));
    expect(shown.filter((state) => !listed.has(state))).toEqual([]);
  });
});
