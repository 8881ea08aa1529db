/** The parts of every component's docs page (stories/support/docs/ComponentDocsPage.tsx), read by the page and checked by test/docs/docLinks.node.test.ts. */

/**
 * The sections every component's description has, each a paragraph led by its bold name
 * (`**States:** …`), in the order the page shows them. `In Storybook` is optional: a note on how the
 * simulated service differs, shown under the live example.
 */
export const SECTIONS = ['In the flow', 'Props that matter', 'States', 'Keyboard and screen readers', 'Callbacks', 'Headless'] as const;
export type SectionName = (typeof SECTIONS)[number] | 'In Storybook';

/**
 * A description split into its parts: the first paragraph (what the component is for), then each
 * `**Name:**` paragraph under its name, with any paragraph after it that has no name of its own.
 */
export function sectionsOf(text: string): { intro: string; sections: Partial<Record<string, string>> } {
  const [intro = '', ...rest] = text.trim().split(/\n\s*\n/);
  const sections: Partial<Record<string, string>> = {};
  let current: string | undefined;
  for (const paragraph of rest) {
    const named = /^\*\*([^*]+?):\*\*\s*/.exec(paragraph);
    if (named) {
      current = named[1]!;
      sections[current] = paragraph.slice(named[0].length);
    } else if (current) {
      sections[current] += `\n\n${paragraph}`;
    } else {
      sections['In Storybook'] = [sections['In Storybook'], paragraph].filter(Boolean).join('\n\n');
    }
  }
  return { intro, sections };
}

/** The file of stories/examples/ that does what each component does with its hook alone. */
export const HEADLESS: Record<string, string> = {
  ConnectAccountButton: 'HeadlessConnect',
  ConnectCallback: 'HeadlessConnect',
  PagePicker: 'HeadlessPagePicker',
  HandleAppPasswordForm: 'HeadlessAppPasswordForm',
  MediaUploader: 'HeadlessMediaUploader',
  MediaGallery: 'HeadlessMediaGallery',
  PlatformOptionsPanel: 'HeadlessPlatformOptions',
  AccountList: 'HeadlessAccountList',
};

/**
 * The sections of every hook's docs page (stories/hooks/*.mdx), in the order of a component's page:
 * usage (with the signature), its options (or arguments, or a mutation's variables) and its result,
 * each a table read from the types; the states its result goes through and where each shows live;
 * what the app's markup must provide for the keyboard and screen readers; its callbacks; the
 * component it is the headless form of; then anything else it does. Checked by
 * test/docs/hookDocs.node.test.ts.
 */
export const HOOK_SECTIONS = ['Usage', 'Options', 'Result', 'States', 'Keyboard and screen readers', 'Callbacks', 'Headless', 'Behaviour'] as const;
/** The sections a hook's page may leave out: a hook without options or a result of its own, and nothing more to say. */
export const OPTIONAL_HOOK_SECTIONS: readonly string[] = ['Options', 'Result', 'Behaviour'];
/** A heading that names a hook's input another way is its Options section. */
export const hookSectionOf = (heading: string) => (/^(Options|Arguments?|Variables)\b/.test(heading) ? 'Options' : heading);
