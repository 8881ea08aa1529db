import puppeteer, { type Browser } from 'puppeteer-core';
import { stopGroup } from './processGroup.js';

/**
 * Debian's Firefox ESR (`apt-get install firefox-esr`), driven over WebDriver BiDi by
 * puppeteer-core: Playwright's own Firefox build and geckodriver cannot be downloaded here, so
 * Vitest's browser mode stays on Chromium and Firefox gets the suite in test/firefox/.
 */
export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/**
 * A headless Firefox with a fresh profile (puppeteer's prefs turn off updates and telemetry), its
 * system in the light or the dark scheme: over BiDi, puppeteer cannot emulate the media feature
 * in a running Firefox, so the scheme is set as it starts.
 */
export const launchFirefox = (scheme: 'light' | 'dark' = 'light'): Promise<Browser> =>
  puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    // Starting takes 10 s on a loaded 2-core machine; puppeteer gives up after 30 s by default.
    timeout: 120_000,
    extraPrefsFirefox: {
      // Nothing leaves loopback: no captive-portal or connectivity probes, no DNS prefetch.
      'network.captive-portal-service.enabled': false,
      'network.connectivity-service.enabled': false,
      'network.dns.disablePrefetch': true,
      'ui.systemUsesDarkTheme': scheme === 'dark' ? 1 : 0,
    },
  });

/**
 * Closes the browser, then makes sure none of its processes (Firefox starts a process per site)
 * outlives it: puppeteer starts Firefox as the leader of a process group of its own.
 */
export async function closeFirefox(browser: Browser | undefined) {
  if (!browser) return;
  const child = browser.process();
  await browser.close();
  if (child) await stopGroup(child, 'firefox');
}
