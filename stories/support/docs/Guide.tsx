import { AnchorMdx, CodeOrSourceMdx, HeadersMdx, Markdown } from '@storybook/addon-docs/blocks';
import type { ReactNode } from 'react';
import { guideLink, headingAnchor } from './guides.js';

/** A link of a guide, as it leads in Storybook (guides.ts, `guideLink`). */
function GuideAnchor({ from, href, children }: { from: string; href: string; children?: ReactNode }) {
  const link = guideLink(from, href);
  if (link.kind === 'repository') {
    return (
      <span data-repository-path={link.path} title={`${link.path}, in the package's repository`}>
        {children}
      </span>
    );
  }
  // The web opens beside Storybook: in its frame, most sites would refuse to load.
  if (link.kind === 'web') {
    return (
      <a href={link.href} target="_blank" rel="noreferrer">
        {children}
      </a>
    );
  }
  return (
    <AnchorMdx href={link.href} target="_self">
      {children}
    </AnchorMdx>
  );
}

/**
 * A guide of docs/ as a Storybook page: the same Markdown GitHub shows, rendered with Storybook's
 * own blocks (code with its highlighting, headings with their anchors, named as GitHub names
 * them), and its links mapped: a guide goes to its page here, a file of the repository is named.
 */
export function Guide({ markdown, file }: { markdown: string; file: string }) {
  return (
    <Markdown options={{ slugify: headingAnchor, overrides: { code: CodeOrSourceMdx, a: { component: GuideAnchor, props: { from: file } }, ...HeadersMdx } }}>
      {markdown}
    </Markdown>
  );
}
