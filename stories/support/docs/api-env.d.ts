// The tables of the library's types that .storybook/apiDocs.ts reads when Storybook builds (their
// type, `ApiTables`, is that file's; an ambient module cannot import it by a relative path).
declare module 'virtual:socialkit-api' {
  const tables: unknown;
  export default tables;
}
