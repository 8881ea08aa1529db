import libheif from 'libheif-js/libheif-wasm/libheif-bundle.mjs';

/** libheif, instantiated: what `decodeHeif` calls into. */
export type LibHeif = ReturnType<typeof libheif>;

/**
 * Instantiates libheif. From the source (tests, Storybook) it is libheif-js's prebuilt module, its
 * WebAssembly inlined. The package's build puts another module in this one's place
 * (scripts/libheif.mjs): that module without the WebAssembly (dist/media/libheif.js, 30 KB gzip),
 * and the WebAssembly as a file of its own (dist/media/libheif.wasm), which app bundlers emit as it
 * is and which is fetched here. A 2 MB script would be a chunk every app's build warns about.
 */
export const loadLibheif = (): Promise<LibHeif> => new Promise((resolve) => resolve(libheif()));
