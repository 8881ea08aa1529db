import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import { WCAG } from './wcag.js';

/** axe-core's browser build, for a page a test drives from Node to take in as a script. */
export const AXE_SCRIPT = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** What Playwright's and puppeteer's pages both do: take a script file, evaluate an expression. */
export interface DrivenPage {
  addScriptTag(options: { path: string }): Promise<unknown>;
  evaluate(expression: string): Promise<unknown>;
}

/**
 * Runs axe (WCAG 2.2 AA) over the whole page a browser shows, driven from Node in Chromium or
 * Firefox, and lists what it finds for a readable diff; an empty list only once contrast was
 * measured (axe leaves it "incomplete" where it cannot tell).
 */
export async function axeFindings(page: DrivenPage): Promise<string[]> {
  await page.addScriptTag({ path: AXE_SCRIPT });
  const { violations, passes } = (await page.evaluate(`axe.run(document, { runOnly: ${JSON.stringify(WCAG)} })`)) as AxeResults;
  if (!passes.some((rule) => rule.id === 'color-contrast')) return ['color-contrast was not measured'];
  return violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
