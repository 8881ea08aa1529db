/** An example's source as an app writes it: the library imported by its package name. */
export const usage = (source: string) => source.replace(/(['"])(?:\.\.\/)+src\/index\.js\1/g, "'@socialkit/react'").trim();
