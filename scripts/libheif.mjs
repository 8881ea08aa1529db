// Splits libheif-js's prebuilt module into its JavaScript and its WebAssembly, into dist/media, and
// puts the module that loads them in place of dist/media/libheifModule.js (src/media/libheifModule.ts
// says why). Run by scripts/build.mjs after Vite; scripts/check-dist.mjs checks the result.
import { copyFileSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const media = new URL('../dist/media/', import.meta.url);
const packageDir = dirname(require.resolve('libheif-js/package.json'));
const bundle = readFileSync(join(packageDir, 'libheif-wasm/libheif-bundle.mjs'), 'utf8');

// esbuild's output: one `var X=decode("<base64>");`, read once where the factory is called.
const inlined = [...bundle.matchAll(/var (\w+)=\w+\("([A-Za-z0-9+/=]{100000,})"\);/g)];
if (inlined.length !== 1) throw new Error(`libheif-js: expected one inlined WebAssembly, found ${inlined.length}: update scripts/libheif.mjs`);
const [statement, name, base64] = inlined[0];
const wasm = Buffer.from(base64, 'base64');
if (wasm.subarray(0, 4).toString('latin1') !== '\0asm') throw new Error('libheif-js: the inlined data is not WebAssembly');

writeFileSync(new URL('libheif.wasm', media), wasm);
// The factory reads the variable when it is called: set just before, from the file.
writeFileSync(new URL('libheif.js', media), `${bundle.replace(statement, `var ${name};`)}\nexport function setWasmBinary(bytes){${name}=bytes}\n`);
copyFileSync(join(packageDir, 'LICENSE'), new URL('libheif.LICENSE.txt', media));
writeFileSync(
  new URL('libheifModule.js', media),
  `import libheif, { setWasmBinary } from "./libheif.js";
/** libheif, its WebAssembly fetched from the file beside this one (src/media/libheifModule.ts). */
export const loadLibheif = async () => {
	const response = await fetch(new URL("./libheif.wasm", import.meta.url));
	if (!response.ok) throw new Error(\`libheif.wasm: HTTP \${response.status}\`);
	setWasmBinary(new Uint8Array(await response.arrayBuffer()));
	return libheif();
};
`,
);
rmSync(new URL('libheifModule.js.map', media), { force: true });
// Its declarations name no package: libheif-js is a development dependency only.
writeFileSync(new URL('libheifModule.d.ts', media), '/** libheif, instantiated, its WebAssembly fetched from libheif.wasm beside this file. */\nexport declare const loadLibheif: () => Promise<unknown>;\n');
console.log(`dist/media/libheif.js: ${bundle.length - statement.length} bytes of JavaScript, libheif.wasm: ${wasm.length} bytes`);
