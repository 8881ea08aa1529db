import { Controls, DocsContext, DocsStory, Heading, Markdown, Primary, Source, Subheading, Title, useOf } from '@storybook/addon-docs/blocks';
import { Fragment, useContext } from 'react';
import type { PreparedStory } from 'storybook/internal/types';
import { anatomyOf, type Anatomy } from './anatomy.js';
import { HEADLESS, sectionsOf, type SectionName } from './sections.js';
import { usage } from './usage.js';
import { MarkdownCode, MarkdownPre } from './Guide.js';

/** Code spans in the descriptions as the guides render them (Guide.tsx, `MarkdownCode` and `MarkdownPre`). */
const CODE = { overrides: { code: MarkdownCode, pre: MarkdownPre } };

const code = (text: string) => <code style={{ whiteSpace: 'nowrap' }}>{text}</code>;

/** Scope, parts, class names, the state attributes the stylesheet styles, and the variables it reads. */
export function AnatomyTables({ anatomy }: { anatomy: Anatomy }) {
  const { scope, stylesheet, parts, variables, tokens } = anatomy;
  return (
    <>
      <p>
        Every part carries {code(`data-scope="${scope}"`)} and its {code('data-part')}, a stable class, and a slot in the{' '}
        {code('classNames')} prop; the root takes {code('className')}. The library&apos;s own stylesheet
        {stylesheet ? <> ({code(stylesheet)}, inside {code('@socialkit/react/styles.css')})</> : null} selects on these attributes only, in
        the {code('socialkit.components')} cascade layer, so any unlayered rule of the app wins without {code('!important')}.
      </p>
      <table>
        <thead>
          <tr>
            <th scope="col">Part</th>
            <th scope="col">Class</th>
            <th scope="col">State attributes the stylesheet styles</th>
          </tr>
        </thead>
        <tbody>
          {parts.map(({ part, className, states }) => (
            <tr key={part}>
              <td>{code(`data-part="${part}"`)}</td>
              <td>{code(className)}</td>
              <td>
                {states.map((state, index) => (
                  <Fragment key={state}>
                    {index ? ', ' : ''}
                    {code(state)}
                  </Fragment>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Subheading>CSS variables</Subheading>
      {variables.length ? (
        <table>
          <thead>
            <tr>
              <th scope="col">Variable</th>
              <th scope="col">Falls back to</th>
              <th scope="col">Sets</th>
            </tr>
          </thead>
          <tbody>
            {variables.map(({ name, fallbacks, description }) => (
              <tr key={name}>
                <td>{code(name)}</td>
                <td>
                  {fallbacks.map((fallback, index) => (
                    <Fragment key={fallback}>
                      {index ? ' or ' : ''}
                      {code(fallback)}
                    </Fragment>
                  ))}
                </td>
                <td>{description}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>No variables of its own: it follows the shared tokens.</p>
      )}
      {tokens.length ? (
        <p>
          It follows the shared tokens (set them on {code(':root')}, on {code('[data-sk-root]')} or on any ancestor):{' '}
          {tokens.map((token, index) => (
            <Fragment key={token}>
              {index ? ', ' : ''}
              {code(token)}
            </Fragment>
          ))}
          .
        </p>
      ) : null}
    </>
  );
}

/** The anatomy of the component this docs page is about, named by the last segment of its title. */
function ComponentAnatomy() {
  const { preparedMeta } = useOf('meta', ['meta']);
  const component = preparedMeta.title.split('/').at(-1)!;
  const anatomy = anatomyOf(component);
  if (!anatomy) return null;
  return (
    <>
      <Heading>Anatomy and theming</Heading>
      <AnatomyTables anatomy={anatomy} />
    </>
  );
}

/** The usage file of each component (stories/examples/usage/<Component>.tsx), as text. */
const USAGE = import.meta.glob<string>('../../examples/usage/*.tsx', { query: '?raw', import: 'default', eager: true });
/** The headless examples (stories/examples/Headless*.tsx), as text. */
const HEADLESS_SOURCES = import.meta.glob<string>('../../examples/Headless*.tsx', { query: '?raw', import: 'default', eager: true });
/** The component this docs page is about, its description's parts, and its stories. */
function usePage() {
  const { preparedMeta } = useOf('meta', ['meta']);
  const { componentStories } = useContext(DocsContext);
  const component = preparedMeta.title.split('/').at(-1)!;
  const text = (preparedMeta.parameters.docs as { description?: { component?: string } } | undefined)?.description?.component ?? '';
  const states = (preparedMeta.parameters.states as string[] | undefined) ?? [];
  return { component, states, stories: componentStories(), ...sectionsOf(text) };
}

type PageStory = PreparedStory;
const onPage = (story: PageStory) => !!story.tags?.includes('autodocs') && !story.usesMount;
/** The states a story shows as it opens (`parameters.showsState`). */
const shows = (story: PageStory) => (story.parameters.showsState as string[] | undefined) ?? [];
/** The states a story's play function ends in (`parameters.playsToState`): a page of its own shows them. */
const playsTo = (story: PageStory) => (story.parameters.playsToState as string[] | undefined) ?? [];
/** `row:done` is the `done` state of the `row` part; a bare value is the root's. */
const stateLabel = (state: string) => {
  const [part, value] = state.includes(':') ? state.split(':') : [undefined, state];
  return `\`${value}\`${part ? ` (${part})` : ''}`;
};

/**
 * Each `data-state` value the meta lists (`parameters.states`), with the stories that show it:
 * live on this page (`parameters.showsState` of a story the page renders), or a link to the
 * stories that need their play function (`parameters.playsToState`) or set up the whole page
 * (`!autodocs`), each on a page of its own. Then the live ones.
 */
function StateStories({ states, stories }: { states: string[]; stories: PageStory[] }) {
  const [primary] = stories;
  const lines = states.map((state) => {
    const live = stories.filter((story) => onPage(story) && shows(story).includes(state));
    const own = stories.filter((story) => (!onPage(story) && shows(story).includes(state)) || playsTo(story).includes(state));
    const where = [
      live.length ? `live ${live.map((story) => (story === primary ? `in the example above (${story.name})` : `in ${story.name} below`)).join(', ')}` : '',
      own.length ? `on a page of its own (a play function, or the whole page): ${own.map((story) => `[${story.name}](?path=/story/${story.id})`).join(', ')}` : '',
    ].filter(Boolean);
    return `- ${stateLabel(state)}: ${where.length ? where.join('; ') : 'passes by, no story stops there'}`;
  });
  const live = stories.filter((story) => story !== primary && onPage(story) && shows(story).length);
  return (
    <>
      {lines.length ? <Markdown options={CODE}>{lines.join('\n')}</Markdown> : null}
      {live.map((story) => (
        <DocsStory key={story.id} of={story.moduleExport} expanded __forceInitialArgs />
      ))}
    </>
  );
}

/** A section's prose, its name taken off: a sentence again, from a capital. */
const Prose = ({ text }: { text: string | undefined }) => (text ? <Markdown options={CODE}>{text.charAt(0).toUpperCase() + text.slice(1)}</Markdown> : null);

/**
 * Every component's docs page, in one order: what it is for (the first paragraph of the
 * description above the stories file's meta), a live example, usage (stories/examples/usage), the
 * props with their documentation, the states with a live story of each, the anatomy read from the
 * library's sources, keyboard and screen readers, the callbacks, the headless way (its example
 * file), then the other stories. The description's `**Name:**` paragraphs fill the sections
 * (SECTIONS). Stories that need their play function (or that set up the whole page: faults,
 * spies, the address bar) say so with `tags: ['!autodocs']`: the States section links them.
 */
export function ComponentDocsPage() {
  const { component, intro, sections, states, stories } = usePage();
  const section = (name: SectionName) => sections[name];
  const usageSource = USAGE[`../../examples/usage/${component}.tsx`];
  const headless = HEADLESS[component];
  const headlessSource = headless ? HEADLESS_SOURCES[`../../examples/${headless}.tsx`] : undefined;
  const [primary] = stories;
  const more = stories.filter((story) => story !== primary && onPage(story) && !shows(story).length);
  return (
    <>
      <Title />
      <Prose text={intro} />
      <Primary />
      <Prose text={section('In Storybook')} />
      <Heading>Usage</Heading>
      <Prose text={section('In the flow')} />
      {usageSource ? <Source code={usage(usageSource)} language="tsx" /> : null}
      <Heading>Props</Heading>
      <Prose text={section('Props that matter')} />
      <Controls />
      <Heading>States</Heading>
      <Prose text={section('States')} />
      <StateStories states={states} stories={stories} />
      <ComponentAnatomy />
      <Heading>Keyboard and screen readers</Heading>
      <Prose text={section('Keyboard and screen readers')} />
      <Heading>Callbacks</Heading>
      <Prose text={section('Callbacks')} />
      <Heading>Headless</Heading>
      <Prose text={section('Headless')} />
      {headlessSource ? <Source code={usage(headlessSource)} language="tsx" /> : null}
      {more.length ? <Heading>More examples</Heading> : null}
      {more.map((story) => (
        <DocsStory key={story.id} of={story.moduleExport} expanded __forceInitialArgs />
      ))}
    </>
  );
}
