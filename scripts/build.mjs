// The library build: Vite for the JavaScript, tsc for the declarations (NodeNext, so every
// relative import carries its extension and attw stays green), and the stylesheets joined in
// cascade order into dist/styles.css. Components never import CSS; apps import it once. The
// editors' panels carry their own rules as a string (src/styles/on-demand, not joined here).
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';

const run = (command, args) => execFileSync(command, args, { stdio: 'inherit' });

run('npx', ['vite', 'build', '--logLevel', 'warn']);
run('npx', ['tsc', '-p', 'tsconfig.build.json']);
// The Node-only entry (the simulated service over HTTP) with Node's types; the rest without them.
run('npx', ['tsc', '-p', 'tsconfig.build.node.json']);
// libheif's JavaScript and WebAssembly as two files, after the declarations (scripts/libheif.mjs).
run('node', ['scripts/libheif.mjs']);

const styles = new URL('../src/styles/', import.meta.url);
// tokens.css declares the layer order, so it goes first; the rest follow by name.
const files = ['tokens.css', ...readdirSync(styles).filter((f) => f.endsWith('.css') && f !== 'tokens.css').sort()];
const css = files.map((f) => `/* ${f} */\n${readFileSync(new URL(f, styles), 'utf8').trim()}\n`).join('\n');
writeFileSync(new URL('../dist/styles.css', import.meta.url), css);
console.log(`dist/styles.css: ${files.length} stylesheet(s), ${css.length} bytes`);
