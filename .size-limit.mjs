// size-limit's entries live in size-limit.entries.json, a name size-limit does not look for, so
// that a bare `npx size-limit` finds this file and measures as CI does. This file only makes their
// measure independent of where the repository sits. size-limit marks an entry's `ignore` list
// external to esbuild, and esbuild writes an external local file as a path from its output folder
// (a temporary folder) to the file: `import("../../work/main/dist/media/fit.js")` here,
// `import("../tmp.Ab12/dist/…")` in CI's clone. A longer checkout path made the same build a few
// bytes larger, enough to fail a ratchet set to the byte. Here a local file that an entry leaves
// out keeps a name relative to the repository.
import { readFileSync } from 'node:fs'
import { dirname, isAbsolute, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = dirname(fileURLToPath(import.meta.url))
const entries = JSON.parse(readFileSync(resolve(root, 'size-limit.entries.json'), 'utf8'))

const isLocal = (pattern) => pattern.startsWith('./')

/** `./dist/client/*` → a test on an absolute path (one `*`, any characters, as esbuild's own). */
function matcher(pattern) {
  const absolute = resolve(root, pattern)
  const [head, tail = ''] = absolute.split('*')
  return absolute.includes('*')
    ? (path) => path.startsWith(head) && path.endsWith(tail) && path.length >= head.length + tail.length
    : (path) => path === absolute
}

function keepLocalNames(localPatterns) {
  const tests = localPatterns.map(matcher)
  return {
    name: 'socialkit-stable-external-names',
    setup(build) {
      build.onResolve({ filter: /^\.{1,2}\// }, (args) => {
        const path = resolve(args.resolveDir, args.path)
        if (!tests.some((test) => test(path))) return undefined
        // The package declares its modules free of side effects (package.json `sideEffects`), as
        // esbuild reads it for a file it resolves itself: an unused import of a left-out file drops.
        return { path: relative(root, path), external: true, sideEffects: path.endsWith('.css') }
      })
    },
  }
}

// size-limit bundles as an IIFE, where `import.meta` is empty, and esbuild warns of each use in
// every file it reads, dropped or not: dist/media/libheifModule.js finds libheif.wasm beside it
// with `new URL("./libheif.wasm", import.meta.url)`, as app bundlers (ESM) expect. The measure is
// the same bytes either way, so the warning is silenced here, and only this one.
const QUIET_IMPORT_META = { 'empty-import-meta': 'silent' }

export default entries.map((entry) => {
  const local = (entry.ignore ?? []).filter(isLocal)
  return {
    ...entry,
    modifyEsbuildConfig(config) {
      const logOverride = { ...config.logOverride, ...QUIET_IMPORT_META }
      if (local.length === 0) return { ...config, logOverride }
      const external = (config.external ?? []).filter((name) => !isLocal(name) && !isAbsolute(name))
      return { ...config, logOverride, external, plugins: [...(config.plugins ?? []), keepLocalNames(local)] }
    },
  }
})
