import type { PostOptionMessageKey } from '../../networks/options/validate.js';

/**
 * The messages of each network's post options: a field's label, help and choices, and the problems
 * `validatePlatformOptions` reports. Keys are named for the option as src/networks/options names it
 * (`youtubeTitle`, `tiktokPrivacyLevel_SELF_ONLY`), so validation's message keys and a field's
 * messages are one name. PlatformOptionsPanel shows them; an app that builds its own fields on
 * `usePlatformOptions` reads them too. `{count}`, `{max}` and `{tag}` are filled in, with numbers
 * formatted for the provider's locale. Override any of them on the provider's `messages`.
 */
export const postOptionMessages = {
  /**
   * PlatformOptionsPanel, Threads tab: the heading (legend) of a group of radio buttons: who may
   * reply to the post. Use Threads' own wording in your language. Short.
   */
  threadsReplyControl: 'Who can reply',
  /** PlatformOptionsPanel, Threads tab: help under `threadsReplyControl`. */
  threadsReplyControlHelp: 'Who may reply to the post on Threads.',
  /**
   * PlatformOptionsPanel, Threads tab: radio button: anyone may reply. As Threads words it. Short.
   */
  threadsReplyControl_everyone: 'Everyone',
  /**
   * PlatformOptionsPanel, Threads tab: radio button: only accounts the poster follows may reply. As
   * Threads words it. Short.
   */
  threadsReplyControl_accounts_you_follow: 'Accounts you follow',
  /**
   * PlatformOptionsPanel, Threads tab: radio button: only accounts mentioned (@name) in the post
   * may reply. As Threads words it. Short.
   */
  threadsReplyControl_mentioned_only: 'Only accounts you mention',
  /**
   * PlatformOptionsPanel, Threads tab: radio button: only the poster may reply (nobody else). As
   * Threads words it. Short.
   */
  threadsReplyControl_parent_post_author_only: 'Only you',
  /**
   * PlatformOptionsPanel, Threads tab: radio button: only the poster's followers may reply. As
   * Threads words it. Short.
   */
  threadsReplyControl_followers_only: 'Your followers',

  /**
   * PlatformOptionsPanel, Instagram tab: the heading (legend) of the radio buttons choosing what
   * the post is: a feed post, a Reel or a Story. Short.
   */
  instagramMediaType: 'Post as',
  /** PlatformOptionsPanel, Instagram tab: help under `instagramMediaType`. */
  instagramMediaTypeHelp: 'Where it appears on Instagram.',
  /**
   * PlatformOptionsPanel, Instagram tab: radio button: an ordinary post, shown in the feed and on
   * the profile. Instagram's own word in your language. Short.
   */
  instagramMediaType_FEED: 'Feed post',
  /**
   * PlatformOptionsPanel, Instagram tab: radio button: a Reel (a short vertical video). Instagram's
   * own word in your language, singular. Short.
   */
  instagramMediaType_REELS: 'Reel',
  /**
   * PlatformOptionsPanel, Instagram tab: radio button: a Story (it disappears after 24 hours).
   * Instagram's own word in your language, singular. Short.
   */
  instagramMediaType_STORIES: 'Story',
  /**
   * PlatformOptionsPanel, Instagram tab: checkbox shown when Reel is chosen: the Reel also shows in
   * the feed (the profile grid and followers' feeds). Short.
   */
  instagramShareToFeed: 'Also share the Reel to the feed',
  /** PlatformOptionsPanel, Instagram tab: help under `instagramShareToFeed`. */
  instagramShareToFeedHelp: 'It also shows in your profile grid and followers’ feeds.',

  /**
   * PlatformOptionsPanel, YouTube tab: label of the video's title field. YouTube's own word. One
   * word.
   */
  youtubeTitle: 'Title',
  /**
   * PlatformOptionsPanel, YouTube tab: help under the title field. `{max}` = the limit (100). Keep
   * `<` and `>` as they are.
   */
  youtubeTitleHelp: 'Up to {max} characters, without < or >.',
  /**
   * PlatformOptionsPanel, YouTube tab: label of the video's description field. YouTube's own word.
   * One word.
   */
  youtubeDescription: 'Description',
  /**
   * PlatformOptionsPanel, YouTube tab: help under the description field: YouTube counts its limit
   * in bytes of UTF-8, so a letter may count more than 1. `{max}` = the limit (5,000). If your
   * script's letters count 2 or 3 bytes (Cyrillic 2, Devanagari, Chinese, Japanese, Korean 3), say
   * so.
   */
  youtubeDescriptionHelp: 'Up to {max} bytes: a plain letter is 1, an accented letter 2, an emoji 4.',
  /**
   * PlatformOptionsPanel, YouTube tab: the heading (legend) of the radio buttons choosing who can
   * see the video. YouTube's own word in your language (YouTube Studio's "Visibility").
   */
  youtubePrivacyStatus: 'Visibility',
  /** PlatformOptionsPanel, YouTube tab: help under `youtubePrivacyStatus`. */
  youtubePrivacyStatusHelp: 'Who can find and watch it.',
  /**
   * PlatformOptionsPanel, YouTube tab: radio button: everyone can find and watch the video.
   * YouTube's own word in your language.
   */
  youtubePrivacyStatus_public: 'Public',
  /**
   * PlatformOptionsPanel, YouTube tab: radio button: not listed or searchable, but anyone with the
   * link can watch. YouTube's own word, then a colon and the explanation.
   */
  youtubePrivacyStatus_unlisted: 'Unlisted: anyone with the link',
  /**
   * PlatformOptionsPanel, YouTube tab: radio button: only the uploader can watch. YouTube's own
   * word, then a colon and the explanation.
   */
  youtubePrivacyStatus_private: 'Private: only you',
  /**
   * PlatformOptionsPanel, YouTube tab: label of the select of YouTube's video categories (their
   * names come from YouTube, in its language). YouTube's own word. One word.
   */
  youtubeCategory: 'Category',
  /** PlatformOptionsPanel, YouTube tab: help under the category select. */
  youtubeCategoryHelp: 'Helps viewers find it.',
  /**
   * PlatformOptionsPanel, YouTube tab: the category select's first option: no category chosen.
   * Short.
   */
  youtubeCategoryNone: 'No category',
  /**
   * PlatformOptionsPanel, YouTube tab: label of the tags field (keywords that help people find the
   * video). YouTube's own word. One word.
   */
  youtubeTags: 'Tags',
  /**
   * PlatformOptionsPanel, YouTube tab: help under the tags field: how to add tags (the Enter key, a
   * comma, or pasting a list separated by commas) and that YouTube counts a tag containing a space
   * 2 characters longer (it adds quotation marks). Keep "Enter" as your keyboards label the key.
   */
  youtubeTagsHelp: 'Enter or a comma adds a tag; paste a comma-separated list to add several. A tag with a space counts 2 more.',
  /**
   * PlatformOptionsPanel, YouTube tab: accessible name (not shown) of the list of tags added so
   * far.
   */
  youtubeTagsList: 'Added tags',
  /**
   * PlatformOptionsPanel, YouTube tab: accessible name (not shown) of the × button on a tag.
   * `{tag}` = the tag's text.
   */
  youtubeTagRemove: 'Remove tag {tag}',
  /**
   * PlatformOptionsPanel, YouTube tab: said by screen readers (not shown) when a tag was added.
   * `{tag}` = the tag's text.
   */
  youtubeTagAdded: 'Added tag {tag}.',
  /**
   * PlatformOptionsPanel, YouTube tab: said by screen readers (not shown) when a tag was removed.
   * `{tag}` = the tag's text.
   */
  youtubeTagRemoved: 'Removed tag {tag}.',

  /**
   * PlatformOptionsPanel, TikTok tab: the heading (legend) of the radio buttons choosing who can
   * watch the video. TikTok's own wording in your language. Short.
   */
  tiktokPrivacyLevel: 'Who can watch',
  /**
   * PlatformOptionsPanel, TikTok tab: help under `tiktokPrivacyLevel`: with several TikTok accounts
   * selected, only the audiences every one of them allows are offered.
   */
  tiktokPrivacyLevelHelp: 'Only audiences that every selected account allows.',
  /**
   * PlatformOptionsPanel, TikTok tab: radio button: anyone can watch. TikTok's own word in your
   * language. Short.
   */
  tiktokPrivacyLevel_PUBLIC_TO_EVERYONE: 'Everyone',
  /**
   * PlatformOptionsPanel, TikTok tab: radio button: only friends (followers the poster follows
   * back) can watch. TikTok's own word in your language. Short.
   */
  tiktokPrivacyLevel_MUTUAL_FOLLOW_FRIENDS: 'Friends',
  /**
   * PlatformOptionsPanel, TikTok tab: radio button: only the poster's followers can watch. TikTok's
   * own word in your language. Short.
   */
  tiktokPrivacyLevel_FOLLOWER_OF_CREATOR: 'Followers',
  /**
   * PlatformOptionsPanel, TikTok tab: radio button: only the poster can watch. TikTok's own words
   * in your language. Short.
   */
  tiktokPrivacyLevel_SELF_ONLY: 'Only me',
  /**
   * PlatformOptionsPanel, TikTok tab: the heading (legend) of three checkboxes that turn off Duet,
   * Stitch and comments. Short.
   */
  tiktokInteractions: 'Interactions',
  /** PlatformOptionsPanel, TikTok tab: help under `tiktokInteractions`. */
  tiktokInteractionsHelp: 'What others can do with the video.',
  /**
   * PlatformOptionsPanel, TikTok tab: checkbox: others may not make a Duet with the video (their
   * video beside this one). Keep TikTok's name of the feature in your language. Short.
   */
  tiktokDisableDuet: 'Turn off Duet',
  /**
   * PlatformOptionsPanel, TikTok tab: checkbox: others may not Stitch the video (put a clip of it
   * before their own). Keep TikTok's name of the feature in your language. Short.
   */
  tiktokDisableStitch: 'Turn off Stitch',
  /** PlatformOptionsPanel, TikTok tab: checkbox: nobody may comment on the video. Short. */
  tiktokDisableComment: 'Turn off comments',

  /**
   * PlatformOptionsPanel: error under a choice (any network) when the value set is not allowed for
   * the selected account (the app set it, or the account changed).
   */
  optionNotAllowed: 'Not available for the selected account. Choose another.',
  // No {count} in the problems of a field typed into: they are announced when they appear, and
  // text that changed on every key would be read again on every key (the counter has the count).
  /** PlatformOptionsPanel, YouTube tab: error under the title field. `{max}` = the limit (100). */
  youtubeTitleTooLong: 'The title is too long: YouTube allows {max} characters.',
  /**
   * PlatformOptionsPanel, YouTube tab: error under the title field when it has `<` or `>`, which
   * YouTube refuses. Keep the characters as they are.
   */
  youtubeTitleAngleBrackets: 'The title cannot contain < or >.',
  /**
   * PlatformOptionsPanel, YouTube tab: error under the description field. `{max}` = the limit in
   * bytes (5,000).
   */
  youtubeDescriptionTooLong: 'The description is too long: YouTube allows {max} bytes.',
  /**
   * PlatformOptionsPanel, YouTube tab: error under the description field when it has `<` or `>`.
   * Keep the characters as they are.
   */
  youtubeDescriptionAngleBrackets: 'The description cannot contain < or >.',
  /**
   * PlatformOptionsPanel, YouTube tab: error under the tags field. `{count}` = the tags' total
   * length as YouTube counts it, `{max}` = the limit (500). Not a plural key.
   */
  youtubeTagsTooLong: 'The tags total {count} characters; YouTube allows {max}.',
  /**
   * PlatformOptionsPanel, TikTok tab: error when the selected TikTok accounts have no audience in
   * common, so one post cannot go to all of them.
   */
  tiktokNoPrivacyLevel: 'The selected accounts share no audience. Post to them separately.',
} satisfies Record<PostOptionMessageKey, string> & Record<string, string>;

export type PostOptionMessages = { [K in keyof typeof postOptionMessages]: string };
