import { toId } from 'storybook/internal/csf';

/**
 * The guides: each a Markdown page of docs/, read on GitHub as it is and rendered in Storybook under
 * "Guides" by an MDX page of stories/guides/ (Storybook's indexer takes only literal titles, so each
 * MDX page repeats its title, and .storybook/preview.tsx its order; test/docs/docLinks.node.test.ts holds
 * the three together).
 */
export const GUIDES = [
  { file: 'docs/getting-started.md', title: 'Getting started' },
  { file: 'docs/proxy.md', title: 'The backend proxy' },
  { file: 'docs/connecting.md', title: 'Connect flows' },
  { file: 'docs/uploading.md', title: 'Uploads' },
  { file: 'docs/post-options.md', title: 'Post options' },
  { file: 'docs/errors.md', title: 'Errors' },
  { file: 'docs/theming.md', title: 'Theming' },
  { file: 'docs/testing.md', title: 'Testing your app' },
  { file: 'docs/server-rendering.md', title: 'Server rendering' },
  { file: 'docs/languages.md', title: 'Languages' },
  { file: 'docs/media-rules.md', title: 'Media rules' },
  { file: 'docs/hooks.md', title: 'Provider, hooks and client' },
  { file: 'docs/core.md', title: 'The engines (core)' },
] as const;

/** The Storybook path of a guide's page: `/docs/guides-getting-started--docs`. */
export const guidePath = (title: string) => `/docs/${toId(`Guides/${title}`, 'Docs')}`;

/** GitHub's anchor for a heading: lower case, punctuation but hyphens and underscores dropped, spaces as hyphens. */
export const headingAnchor = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}_\- ]/gu, '')
    .replace(/ /g, '-');

/** A path of the repository, `..` and `.` resolved: `docs/../README.md` is `README.md`. */
function normalize(path: string): string {
  const parts: string[] = [];
  for (const part of path.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.' && part !== '') parts.push(part);
  }
  return parts.join('/');
}

export type GuideLink =
  /** Another page of this Storybook (`?path=/docs/…`), or an anchor of this one, or the web. */
  | { kind: 'storybook' | 'anchor' | 'web'; href: string }
  /** A file of the repository that Storybook does not show: named, not linked. */
  | { kind: 'repository'; path: string };

/**
 * Where a link of a guide leads in Storybook: a guide's page (with its anchor, which the docs page
 * scrolls to), an anchor on this page, the web as it is; a file of the repository is only named.
 */
export function guideLink(from: string, href: string): GuideLink {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href)) return { kind: 'web', href };
  if (href.startsWith('#')) return { kind: 'anchor', href };
  const [target = '', anchor] = href.split('#');
  const path = normalize(`${from.slice(0, from.lastIndexOf('/') + 1)}${target}`);
  const guide = GUIDES.find((candidate) => candidate.file === path);
  if (guide) return { kind: 'storybook', href: `?path=${guidePath(guide.title)}${anchor ? `#${anchor}` : ''}` };
  return { kind: 'repository', path };
}
