import { Controls, Heading, Markdown, Primary, Stories, Subheading, Title, useOf } from '@storybook/addon-docs/blocks';
import { Fragment } from 'react';
import { anatomyOf, type Anatomy } from './anatomy.js';

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

/** The component's description (the comment above its stories file's meta), split after its first paragraph. */
function useDescription(): [string, string] {
  const { preparedMeta } = useOf('meta', ['meta']);
  const text = (preparedMeta.parameters.docs as { description?: { component?: string } } | undefined)?.description?.component ?? '';
  const end = text.search(/\n\s*\n/);
  return end < 0 ? [text, ''] : [text.slice(0, end), text.slice(end).trim()];
}

/**
 * Every component's docs page: what it is for (the first paragraph of the description above the
 * stories file's meta), a live example, the rest of the description (its place in the flow, the
 * props that matter, states, keyboard and screen readers, the headless way), its props with their
 * documentation, its anatomy read from the library's sources, then the stories that show a state
 * as they open. Stories that need their play function (or that set up the whole page: faults,
 * spies, the address bar) say so with `tags: ['!autodocs']` and stay in the sidebar.
 */
export function ComponentDocsPage() {
  const [intro, details] = useDescription();
  return (
    <>
      <Title />
      {intro ? <Markdown>{intro}</Markdown> : null}
      <Primary />
      {details ? <Markdown>{details}</Markdown> : null}
      <Heading>Props</Heading>
      <Controls />
      <ComponentAnatomy />
      <Stories title="Examples" includePrimary={false} />
    </>
  );
}
