import { axeFindings } from '../support/axeInPage.js';
import { palette } from '../support/pageProbes.js';
import { closeFirefox, launchFirefox } from '../support/firefox.js';
import { TRANSFER } from '../support/patience.js';
import { filesOnDisk } from '../support/filesOnDisk.js';
import { chooseFiles, rowStates } from './files.js';
import { recordProblems, type FirefoxVisit } from './visit.js';

// axe-core (WCAG 2.2 AA) on the example app in Firefox ESR, injected into the page, with the system
// light and dark: the app follows the system (examples/vite-express/index.html and src/app.css),
// and the components follow the app.

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

      expect(await palette(page)).toEqual({ page: 'rgb(244, 245, 247)', components: ['light'] });
      expect(await axeFindings(page)).toEqual([]);
    });

    it('has none on the dark dashboard either, with the system dark', async () => {
      // A Firefox of its own, started with the system dark: the file's one is light.
      const browser = await launchFirefox('dark');
      try {
        const page = await (await browser.createBrowserContext()).newPage();
        const problems: string[] = [];
        recordProblems(page, (problem) => problems.push(problem));
        visit.service.db.addAccount({ network: 'bluesky', username: 'grace.bsky.social', tenantId: 'acme' });
        await page.goto(visit.app);
        await page.waitForFunction(() => document.querySelectorAll('[aria-label="Connected accounts"] li').length > 0, TRANSFER);
        expect(await palette(page)).toEqual({ page: 'rgb(1, 4, 9)', components: ['dark'] });
        expect(await axeFindings(page)).toEqual([]);
        expect(problems).toEqual([]);
      } finally {
        await closeFirefox(browser);
      }
    });
  });
}
