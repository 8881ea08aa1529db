import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import { TRANSFER } from '../support/patience.js';
import { chooseFiles, filesOnDisk, rowStates } from './files.js';
import type { FirefoxVisit } from './visit.js';

// axe-core (WCAG 2.2 AA) on the example app in Firefox ESR, injected into the page. The app is a
// light page and does not follow the system's colour scheme (examples/vite-express/src/app.css),
// and it has no dark mode: there is no dark host page of it to check here.

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export function itPassesAxe(visit: FirefoxVisit) {
  describe('accessibility', () => {
    const fileOf = filesOnDisk();

    it('has no WCAG 2.2 AA violations on the light dashboard with accounts and an upload', async () => {
      const { page } = visit;
      visit.service.db.addAccount({ network: 'bluesky', username: 'ada.bsky.social', tenantId: 'acme' });
      visit.service.db.addAccount({ network: 'linkedin', username: 'acme-studio', nickname: 'Acme Studio', tenantId: 'acme' });
      await page.goto(visit.app);
      await chooseFiles(page, [fileOf('beach.jpg', 1, 1).path]);
      await expect.poll(() => rowStates(page), TRANSFER).toEqual(['done']);
      await page.waitForFunction(() => document.querySelectorAll('[aria-label="Connected accounts"] li').length === 2, TRANSFER);

      await page.addScriptTag({ path: AXE });
      const { violations, passes } = await page.evaluate(
        (runOnly) => (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }).axe.run(document, { runOnly }),
        WCAG,
      );
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      // Contrast was measured, not skipped (axe leaves it "incomplete" where it cannot tell).
      expect(passes.map((rule) => rule.id)).toContain('color-contrast');
    });
  });
}
