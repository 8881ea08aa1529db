import { Fragment, type ReactNode } from 'react';

/** `code` spans in a cell's text, as in Markdown. */
function inline(text: string): ReactNode {
  return text.split('`').map((piece, index) => (index % 2 ? <code key={index}>{piece}</code> : <Fragment key={index}>{piece}</Fragment>));
}

/**
 * A hook's options or result as a table (the docs' MDX has no GitHub tables): a name, its type, its
 * default where it has one, and what it is for. Backticks in a cell make code.
 */
export function ApiTable({ rows, defaults = true }: { rows: readonly (readonly string[])[]; defaults?: boolean }) {
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
