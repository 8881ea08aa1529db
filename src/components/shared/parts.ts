/** Present or absent, as Radix renders boolean state. */
export const flag = (on: unknown) => (on ? '' : undefined);

/** The attributes a part carries. */
export type PartProps<Part extends string> = (part: Part, extra?: string) => { 'data-scope': string; 'data-part': Part; className: string };

/**
 * One component's part attributes: the scope and part our CSS selects on, the stable class
 * `sk-<Component>-<part>`, the app's `classNames` slot for that part, and any extra class.
 */
export const partsFor =
  <Part extends string>(scope: string, component: string) =>
  (classNames?: Partial<Record<Part, string>>): PartProps<Part> =>
  (part, extra) => ({
    'data-scope': scope,
    'data-part': part,
    className: [`sk-${component}-${part}`, classNames?.[part], extra].filter(Boolean).join(' '),
  });
