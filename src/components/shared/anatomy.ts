/** Present or absent, as Radix renders boolean state. */
export const flag = (on: unknown) => (on ? '' : undefined);

/** The attributes a part carries. */
export type PartProps<Part extends string> = (part: Part, extra?: string) => { 'data-scope': string; 'data-part': Part; className: string };

/**
 * A component's names, all from its own (the model: Zag's `*.anatomy.ts`). `HandleAppPasswordForm`
 * gives the scope `handle-app-password-form` (`data-scope`, and the stylesheet
 * `styles/handle-app-password-form.css`), the classes `sk-HandleAppPasswordForm-<part>`, and the
 * message keys `handleAppPasswordForm…` of `i18n/en/handleAppPasswordForm.ts`; a test holds every
 * component to it.
 */
export interface Anatomy<Part extends string> {
  name: string;
  scope: string;
  /** A part's attributes: the scope and part our CSS selects on, the stable class, the app's `classNames` slot for it, and any extra class. */
  parts: (classNames?: Partial<Record<Part, string>>) => PartProps<Part>;
}

export function createAnatomy<Part extends string>(name: string): Anatomy<Part> {
  const scope = name.replace(/[A-Z]/g, (letter, at: number) => (at ? '-' : '') + letter.toLowerCase());
  return {
    name,
    scope,
    parts: (classNames) => (part, extra) => ({
      'data-scope': scope,
      'data-part': part,
      className: [`sk-${name}-${part}`, classNames?.[part], extra].filter(Boolean).join(' '),
    }),
  };
}

/** Spread on an input, a select or a text area: the text field family's look (tokens.css). */
export const FIELD = { 'data-field': '' } as const;
