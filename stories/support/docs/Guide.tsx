import { AnchorMdx, CodeOrSourceMdx, HeadersMdx, Markdown } from '@storybook/addon-docs/blocks';
import { createContext, useContext, type ComponentProps, type ReactNode } from 'react';
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

/** Whether the code being rendered is a fenced block's (inside its `<pre>`) or a span's. */
const Fenced = createContext(false);

/** A fenced block's `<pre>`, telling its code that it is a block, with or without a language. */
export const MarkdownPre = (props: ComponentProps<'pre'>) => (
  <Fenced.Provider value>
    <pre {...props} />
  </Fenced.Provider>
);

/**
 * Code as GitHub renders it: a fenced block as a highlighted block, and a span between backticks
 * inline, its line breaks as spaces. Storybook's own override makes a span that wraps across lines
 * of the Markdown a block, inside its paragraph (a `<pre>` in a `<p>`, which React reports as
 * invalid markup), so the span's text is given to it on one line. Used with `MarkdownPre`.
 */
export function MarkdownCode({ className, children, ...rest }: ComponentProps<typeof CodeOrSourceMdx>) {
  const fenced = useContext(Fenced);
  return (
    <CodeOrSourceMdx className={className ?? (fenced ? 'language-text' : undefined)} {...rest}>
      {!fenced && typeof children === 'string' ? children.replace(/\s*[\n\r]+\s*/g, ' ') : children}
    </CodeOrSourceMdx>
  );
}

/**
 * A guide of docs/ as a Storybook page: the same Markdown GitHub shows, rendered with Storybook's
 * own blocks (code with its highlighting, headings with their anchors, named as GitHub names
 * them), and its links mapped: a guide goes to its page here, a file of the repository is named.
 */
export function Guide({ markdown, file }: { markdown: string; file: string }) {
  return (
    <Markdown options={{ slugify: headingAnchor, overrides: { code: MarkdownCode, pre: MarkdownPre, a: { component: GuideAnchor, props: { from: file } }, ...HeadersMdx } }}>
      {markdown}
    </Markdown>
  );
}
