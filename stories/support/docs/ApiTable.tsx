import { Fragment, type ReactNode } from 'react';
import tables from 'virtual:socialkit-api';
import type { ApiTables } from '../../../.storybook/apiDocs.js';

/** Each type the MDX pages name, with its members, as .storybook/apiDocs.ts read them from src/. */
const api = tables as ApiTables;

/** `code` spans in a cell's text, as in Markdown. */
function inline(text: string): ReactNode {
  return text.split('`').map((piece, index) => (index % 2 ? <code key={index}>{piece}</code> : <Fragment key={index}>{piece}</Fragment>));
}

/** The rows of a type of the library, as its declaration says (.storybook/apiDocs.ts). */
function rowsOf(of: string, callbacks: boolean): { rows: string[][]; defaults: boolean } {
  const members = api[of];
  if (!members) throw new Error(`<ApiTable of="${of}">: no such table; the build reads the types the MDX pages name`);
  const shown = members.filter((member) => member.callback === callbacks);
  const defaults = shown.some((member) => member.optional);
  const rows = shown.map((member) => {
    const only = member.onlyWhen?.length ? ` Only when \`status\` is ${member.onlyWhen.map((value) => `\`${value}\``).join(', ')}.` : '';
    const fallback = member.defaultValue ?? (member.optional ? '' : 'required');
    return [member.name, member.type, ...(defaults ? [fallback] : []), `${member.description}${only}`];
  });
  return { rows, defaults };
}

/**
 * A hook's options or result as a table (the docs' MDX has no GitHub tables): a name, its type, its
 * default where it has one, and what it is for. Backticks in a cell make code.
 *
 * `of` names an exported type of the library: the rows are its members, read from the declarations
 * when Storybook builds (types, JSDoc and `@default`), so the table is what the types say. Without
 * `callbacks`, the members that are not callbacks (`on…` functions); with it, the callbacks alone. `rows`
 * writes a table by hand, for what is not a type of ours (TanStack Query's results, arguments).
 */
export function ApiTable(props: { of: string; callbacks?: boolean } | { rows: readonly (readonly string[])[]; defaults?: boolean }) {
  const { rows, defaults = true } = 'of' in props ? rowsOf(props.of, props.callbacks ?? false) : props;
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Type</th>
          {defaults ? <th scope="col">Default</th> : null}
          <th scope="col">Description</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([name = '', type = '', ...rest]) => {
          const description = rest.at(-1) ?? '';
          const fallback = defaults ? (rest.length > 1 ? rest[0]! : '') : undefined;
          return (
            <tr key={name}>
              <td>
                {/* One name stays on one line; a list of names wraps between them. */}
                <code style={name.includes(',') ? undefined : { whiteSpace: 'nowrap' }}>{name}</code>
              </td>
              <td>
                <code>{type}</code>
              </td>
              {fallback === undefined ? null : <td>{/^[\w'".-]+$/.test(fallback) ? <code>{fallback}</code> : inline(fallback)}</td>}
              <td>{inline(description)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
