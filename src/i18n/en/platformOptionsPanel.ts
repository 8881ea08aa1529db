/**
 * PlatformOptionsPanel's own messages: its tabs and counters. The options' messages (labels, help,
 * choices, problems) are `postOptionMessages`. `{count}`, `{max}` and `{network}` are filled in,
 * with numbers formatted for the provider's locale. Override any of them on the provider's
 * `messages`.
 */
export const platformOptionsPanelMessages = {
  /**
   * PlatformOptionsPanel: accessible name (not shown) of the row of tabs, one per network, that
   * hold the options of a post being composed.
   */
  platformOptionsPanelLabel: 'Post options',
  /**
   * PlatformOptionsPanel: said by screen readers after a network's name on its tab when one of its
   * options has a problem (a red dot shows it), in parentheses: "YouTube (needs attention)".
   * Lowercase, short.
   */
  platformOptionsPanelSectionInvalid: 'needs attention',
  /**
   * PlatformOptionsPanel: a note for a selected network that has no options to set here (when the
   * app asks to list those too). `{network}` = the network's name ("Bluesky").
   */
  platformOptionsPanelNoOptions: '{network} has no extra options.',
  /**
   * PlatformOptionsPanel: counter under a text field with a limit (YouTube's title and tags).
   * `{count}` = characters typed, `{max}` = the limit. Short; not a plural key.
   */
  platformOptionsPanelCount: '{count} of {max} characters',
  /**
   * PlatformOptionsPanel: counter under YouTube's description, whose limit counts bytes (see
   * `youtubeDescriptionHelp`). `{count}` = bytes used, `{max}` = the limit. Short; not a plural
   * key.
   */
  platformOptionsPanelCountBytes: '{count} of {max} bytes',
};

export type PlatformOptionsPanelMessages = { [K in keyof typeof platformOptionsPanelMessages]: string };
