// Checks on the built package that no unit test can see: directives that bundlers drop, and
// what the browser entry may not contain.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { isClientDirective as isClient, usesClientReact } from './clientModule.mjs';

const dist = new URL('../dist/', import.meta.url).pathname;
const problems = [];
const files = (dir) =>
  readdirSync(join(dist, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : entry.name.endsWith('.js') ? [join(dir, entry.name)] : [],
  );
const read = (file) => readFileSync(join(dist, file), 'utf8');

for (const file of files('.')) {
  const source = read(file);
  const layer = file.split('/')[0];
  // Both directions, for Next.js App Router: a module using client-only React is a client module;
  // any other module stays callable from a Server Component.
  if (usesClientReact(source) && !isClient(source)) problems.push(`${file}: uses client-only React without 'use client'`);
  if (!usesClientReact(source) && isClient(source)) problems.push(`${file}: marked 'use client' but server-safe`);
  if (layer === 'hooks' && !/^hooks\/index\.js$/.test(file) && !isClient(source)) problems.push(`${file}: src/hooks holds hooks only, yet this is no client module`);
  // The flow cores are React-free (CONTRIBUTING.md, "Three layers"): none of them is a client module.
  if (['connect', 'upload', 'gallery', 'accounts'].includes(layer) && isClient(source)) problems.push(`${file}: a flow core marked 'use client'`);
  // The proxy runs on the app's server: no React, and nothing of it in the browser entry.
  if (layer === 'server' && /from ['"]react/.test(source)) problems.push(`${file}: the server entry imports React`);
  // The simulated service over HTTP (mocks/node, its CLI) runs in Node beside the proxy.
  const nodeOnly = layer === 'server' || file === 'mocks/node.js' || file === 'mocks/cli.js';
  if (!nodeOnly && /from ['"](\.\.?\/)+server\//.test(source)) problems.push(`${file}: imports the server entry`);
  if (layer !== 'mocks' && /from ['"]msw/.test(source)) problems.push(`${file}: the browser entry imports msw`);
  // Only the simulated service (which checks one) and the proxy (which holds one) may name an API key.
  if (layer !== 'mocks' && layer !== 'server' && /api[_-]?key/i.test(source)) problems.push(`${file}: mentions an API key`);
}
// What docs/hooks.md ("Server Components") lists as server-safe: callable from a Server Component.
for (const file of ['index.js', 'core.js', 'client/createSocialClient.js', 'client/errors.js', 'query/keys.js', 'query/queryOptions.js', 'query/mutationOptions.js', 'query/retry.js', 'i18n/messages.js', 'networks/catalogue.js', 'client/postPayload.js', 'connect/appPassword/fields.js']) {
  if (isClient(read(file))) problems.push(`${file}: must be server-safe`);
}
// The image fitter starts its worker by the pattern app bundlers (Vite, webpack 5, Next.js) emit
// as a worker file: it must survive our build as written, beside the worker it names, and no
// worker may be bundled or inlined by our build instead (dist/assets, a data: URL).
const fitter = read('media/fit.js');
for (const worker of ['fitWorker', 'heifWorker']) {
  const start = `new Worker(new URL('./${worker}.js', import.meta.url), { type: "module" })`;
  if (!fitter.includes(start)) problems.push(`media/fit.js: does not start its worker as ${start}`);
  if (!files('media').includes(`media/${worker}.js`)) problems.push(`media/${worker}.js: an image-fitting worker is missing`);
}
const videoFitter = read('media/videoFit.js');
const videoStart = `new Worker(new URL('./videoWorker.js', import.meta.url), { type: "module" })`;
if (!videoFitter.includes(videoStart)) problems.push(`media/videoFit.js: does not start its worker as ${videoStart}`);
if (!files('media').includes('media/videoWorker.js')) problems.push('media/videoWorker.js: the video-fitting worker is missing');
if (readdirSync(dist).includes('assets')) problems.push('dist/assets: the build bundled a worker or an asset of its own');
for (const [name, code] of [['media/fit.js', fitter], ['media/videoFit.js', videoFitter]]) {
  if (/data:(text|application)\/javascript/.test(code)) problems.push(`${name}: inlines its worker as a data: URL`);
}
// libheif as two files (scripts/libheif.mjs): its JavaScript without the WebAssembly, and the
// WebAssembly beside it, fetched by the module that loads it; no module names the libheif-js package.
if (readFileSync(join(dist, 'media/libheif.wasm')).subarray(0, 4).toString('latin1') !== '\0asm') problems.push('media/libheif.wasm: not WebAssembly');
if (/"[A-Za-z0-9+/=]{100000,}"/.test(read('media/libheif.js'))) problems.push('media/libheif.js: still carries its WebAssembly inline');
if (!read('media/libheifModule.js').includes('new URL("./libheif.wasm", import.meta.url)')) problems.push('media/libheifModule.js: does not fetch libheif.wasm beside it');
for (const file of files('.')) if (file.endsWith('.js') && /from ['"]libheif-js/.test(read(file))) problems.push(`${file}: imports the libheif-js package, a development dependency`);

// The fitter and its worker load on demand: nothing an app imports eagerly may import them statically.
for (const file of files('.')) {
  if (['media/fit.js', 'media/fitWorker.js', 'media/heifWorker.js', 'media/videoFit.js', 'media/videoWorker.js'].includes(file)) continue;
  if (/^import[^;]*from ['"](\.\.?\/)+(media\/)?(fit|fitWorker|heifWorker|heifDecode)\.js['"]/m.test(read(file))) problems.push(`${file}: imports the image fitter eagerly`);
  if (/^import[^;]*from ['"](\.\.?\/)+(media\/)?(videoFit|videoWorker|videoConvert)\.js['"]/m.test(read(file))) problems.push(`${file}: imports the video fitter eagerly`);
  if (/^import[^;]*from ['"](libheif-js|(\.\.?\/)+(media\/)?libheif(Module)?\.js)/m.test(read(file)) && !['media/heifDecode.js', 'media/libheifModule.js'].includes(file)) problems.push(`${file}: imports libheif, which only the HEIC decoder may`);
}
// The gallery's badge loads its checker on demand: no gallery module but that chunk may import the
// checker, the rules, the fact reader or the verdicts' sentences statically.
for (const file of [...files('components/MediaGallery'), ...files('gallery')]) {
  if (file === 'gallery/refusal.js') continue;
  if (/^import[^;]*from ['"](\.\.?\/)+((gallery\/)?refusal|media\/(check|store|read|describe)|networks\/media\/[^'"]*|i18n\/en\/mediaCheck)\.js['"]/m.test(read(file))) problems.push(`${file}: imports the media checker eagerly`);
}
const css = readFileSync(join(dist, 'styles.css'), 'utf8');
if (!css.includes('@layer socialkit.tokens, socialkit.components;')) problems.push('styles.css: the layer order is not declared');
// An app's bundler lowers light-dark() for older targets (Vite's default CSS target does), and the
// lowered form breaks inside custom properties: borders and surfaces vanished in a built Storybook.
const rules = css.replace(/\/\*[\s\S]*?\*\//g, '');
if (rules.includes('light-dark(')) problems.push('styles.css: uses light-dark(), which app bundlers lower into broken custom properties');
// The host owns its page: nothing but --sk-* custom properties on :root, html or body.
for (const [, selector, body] of rules.matchAll(/(?:^|\})\s*([^{}@]*)\{([^{}]*)\}/g)) {
  if (!/(^|,)\s*(:root|html|body)\s*(,|$)/.test(selector.trim())) continue;
  const declarations = body.split(';').map((d) => d.trim()).filter((d) => d && !d.startsWith('/*'));
  for (const d of declarations) if (!d.startsWith('--sk-')) problems.push(`styles.css: writes "${d}" on the host's ${selector.trim()}`);
}

if (problems.length) {
  console.error(`dist check failed:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(`dist check: ${files('.').length} modules fine`);
