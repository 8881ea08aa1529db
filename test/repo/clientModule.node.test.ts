import { readFileSync } from 'node:fs';
import { usesClientReact } from '../../scripts/clientModule.mjs';

// The rule that decides which built modules carry 'use client' (and that the dist check holds
// the build to): a Server Component can import every module it leaves unmarked.
describe('which modules are client modules', () => {
  it('marks a module that calls a hook or creates a context', () => {
    expect(usesClientReact(`import { useState } from 'react';\nexport function useThing() { return useState(0); }`)).toBe(true);
    expect(usesClientReact(`import { createContext } from "react";\nexport const Ctx = createContext(null);`)).toBe(true);
    expect(usesClientReact(`import { useUpload as upload } from './useUpload.js';\nexport function Uploader() { return upload(); }`)).toBe(true);
  });

  it('marks a module that only names a hook, since React’s server build has none to import', () => {
    expect(usesClientReact(`import { useEffect, useLayoutEffect } from 'react';\nexport const useIso = typeof window === 'undefined' ? useEffect : useLayoutEffect;`)).toBe(true);
  });

  it('leaves barrels, type-only imports and plain functions server-safe', () => {
    expect(usesClientReact(`import { useUpload } from "./hooks/useUpload.js";\nimport { socialKitKeys } from "./query/keys.js";\nexport { socialKitKeys, useUpload };`)).toBe(false);
    expect(usesClientReact(`export { useUpload } from './hooks/useUpload.js';`)).toBe(false);
    expect(usesClientReact(`import type { useUpload } from './useUpload.js';\nimport { type UseUploadResult } from './useUpload.js';\nexport const keys = () => ['socialkit'];`)).toBe(false);
    expect(usesClientReact(`import { queryOptions } from '@tanstack/react-query';\nexport const accountsQueryOptions = () => queryOptions({ queryKey: ['a'] });`)).toBe(false);
  });

  it('leaves the app-password form’s rules and core server-safe: normalizeHandle is public and plain', () => {
    // They sat in a hook's module once, so a Server Component got normalizeHandle as a client reference.
    for (const file of ['connect/appPassword/fields.ts', 'connect/appPassword/form.ts']) {
      expect(usesClientReact(readFileSync(new URL(`../../src/${file}`, import.meta.url), 'utf8')), file).toBe(false);
    }
  });
});

// The flow cores that used to live inside hooks (src/hooks/ is all client modules): the build
// decides the directive from each module's source by the rule above, so these stay server-safe.
describe('the cores moved out of the hooks', () => {
  const cores = ['accounts/disconnect.ts', 'accounts/paging.ts', 'connect/pagePicker/steps.ts', 'connect/pagePicker/model.ts', 'connect/pagePicker/finalize.ts', 'connect/pagePicker/countdown.ts', 'gallery/columns.ts'];
  it.each(cores)('src/%s is no client module', (file) => {
    expect(usesClientReact(readFileSync(new URL(`../../src/${file}`, import.meta.url), 'utf8'))).toBe(false);
  });

  it('and the rule still marks the hooks that adapt them', () => {
    for (const hook of ['useAccountList', 'usePagePicker', 'useMediaGallery']) {
      expect(usesClientReact(readFileSync(new URL(`../../src/hooks/${hook}.ts`, import.meta.url), 'utf8')), hook).toBe(true);
    }
  });
});
