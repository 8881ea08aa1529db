import axe from 'axe-core';
import { WCAG } from './wcag.js';

/** Runs axe (WCAG 2.2 AA) on a container in real Chromium and lists what it finds, for a readable diff. */
export async function expectNoViolations(container: Element) {
  const { violations } = await axe.run(container, { runOnly: WCAG });
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
