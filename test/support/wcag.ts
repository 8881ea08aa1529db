/** The rules the suites hold every page to: WCAG 2.2 AA (axe-core's tags). */
export const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
