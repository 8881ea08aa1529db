import type { Page } from 'puppeteer-core';
import { FLOW, TRANSFER } from '../support/patience.js';
import { filesOnDisk } from '../support/filesOnDisk.js';
import { chooseFiles, rowStates, tileNames } from './files.js';
import { byRole, tabTo, type FirefoxVisit } from './visit.js';

// The example app's gallery in Firefox ESR by keyboard, as docs/uploading.md ("MediaGallery")
// documents it: one tab stop, arrows across rows, Home/End, Ctrl+Home/End, Delete. The example
// shows the uploader's files with `selectionMode` left at 'none', so Space and Enter choose
// nothing there; choosing is covered in Chromium (test/browser/MediaGallery.test.tsx).

/** The name on the tile that has the keyboard's focus, as it shows. */
const focusedTile = (page: Page) =>
  page.evaluate(() => document.activeElement?.closest('[role="gridcell"]')?.querySelector('[data-part="name"]')?.textContent ?? null);

async function press(page: Page, key: 'ArrowRight' | 'ArrowLeft' | 'ArrowDown' | 'ArrowUp' | 'Home' | 'End' | 'Delete', ctrl = false) {
  if (ctrl) await page.keyboard.down('Control');
  await page.keyboard.press(key);
  if (ctrl) await page.keyboard.up('Control');
}

export function itBrowsesTheGalleryByKeyboard(visit: FirefoxVisit) {
  describe('gallery', () => {
    const fileOf = filesOnDisk();

    it('moves between tiles with the arrows, Home/End and Ctrl+Home/End, and Delete removes one, focus staying in place', async () => {
      const { page } = visit;
      await page.goto(visit.app);
      const names = ['a.png', 'b.png', 'c.png', 'd.png', 'e.png'];
      await chooseFiles(
        page,
        names.map((name, index) => fileOf(name, 1, index + 1).path),
      );
      await expect.poll(() => rowStates(page), TRANSFER).toEqual(names.map(() => 'done'));
      // Three columns: a b c / d e.
      expect(await tileNames(page)).toEqual(names);

      await tabTo(page, await byRole(page, 'gridcell', 'a.png Uploaded Remove a.png').waitHandle());
      const steps: [Parameters<typeof press>, string][] = [
        [[page, 'ArrowRight'], 'b.png'],
        // Down from above the short last row lands on its last tile.
        [[page, 'ArrowDown'], 'e.png'],
        [[page, 'ArrowUp'], 'b.png'],
        [[page, 'End'], 'c.png'],
        // Right at a row's end goes on to the next row.
        [[page, 'ArrowRight'], 'd.png'],
        [[page, 'ArrowLeft'], 'c.png'],
        [[page, 'Home'], 'a.png'],
        [[page, 'End', true], 'e.png'],
        [[page, 'Home', true], 'a.png'],
        [[page, 'ArrowDown'], 'd.png'],
      ];
      const reached: string[] = [];
      for (const [keys] of steps) {
        await press(...keys);
        reached.push((await focusedTile(page)) ?? 'nothing');
      }
      expect(reached).toEqual(steps.map(([, name]) => name));

      await press(page, 'Delete');
      await expect.poll(() => tileNames(page)).toEqual(['a.png', 'b.png', 'c.png', 'e.png']);
      expect(await focusedTile(page)).toBe('e.png');
      // It left the uploader too, where it was only a row of the same upload.
      expect(await rowStates(page)).toHaveLength(4);
    }, FLOW.timeout);
  });
}
