import { fileURLToPath } from 'node:url';

/** @type {import('next').NextConfig} */
export default {
  // This folder is the app's root, also inside the library's repository (which has its own lockfile).
  turbopack: { root: fileURLToPath(new URL('.', import.meta.url)) },
};
