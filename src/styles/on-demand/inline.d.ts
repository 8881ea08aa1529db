/** A stylesheet imported as its text (Vite's `?inline`), for a panel to adopt (hooks/useStyleSheet.ts). */
declare module '*.css?inline' {
  const css: string;
  export default css;
}
