import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface FileOnDisk {
  path: string;
  name: string;
  size: number;
}

/**
 * Files on disk for a file input, as a user's picker hands them over: Playwright and WebDriver
 * BiDi give the browser paths. (Given as buffers, 33 MB went over Chromium's protocol as base64
 * and once took longer than the action's 30 s.) In a folder of the calling describe block's own,
 * removed after it. Returns the function that writes one: `megabytes` filled with `fill`, or the
 * bytes given.
 */
export function filesOnDisk(): (name: string, content: number | Uint8Array, fill?: number) => FileOnDisk {
  let folder: string;
  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'socialkit-files-'));
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  return (name, content, fill = 0) => {
    const path = join(folder, name);
    const bytes = typeof content === 'number' ? Buffer.alloc(content * 1024 * 1024, fill) : content;
    writeFileSync(path, bytes);
    return { path, name, size: bytes.byteLength };
  };
}
