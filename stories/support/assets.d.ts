// Files the stories and tests import as URLs (Vite serves them, and emits them in a build).
declare module '*?url' {
  const url: string;
  export default url;
}
