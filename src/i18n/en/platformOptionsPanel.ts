import type { PostOptionMessageKey } from '../../networks/options/validate.js';

/**
 * PlatformOptionsPanel's words. `{count}`, `{max}`, `{tag}` and `{network}` are filled in, with
 * numbers formatted for the provider's locale. Override any of them on the provider's `messages`.
 */
export const platformOptionsPanelMessages = {
  platformOptionsPanelLabel: 'Post options',
  platformOptionsPanelSectionInvalid: 'needs attention',
  platformOptionsPanelNoOptions: '{network} has no extra options.',
  platformOptionsPanelCount: '{count} of {max} characters',
  platformOptionsPanelCountBytes: '{count} of {max} bytes',

  threadsReplyControl: 'Who can reply',
  threadsReplyControlHelp: 'Who may reply to the post on Threads.',
  threadsReplyControl_everyone: 'Everyone',
  threadsReplyControl_accounts_you_follow: 'Accounts you follow',
  threadsReplyControl_mentioned_only: 'Only accounts you mention',
  threadsReplyControl_parent_post_author_only: 'Only you',
  threadsReplyControl_followers_only: 'Your followers',

  instagramMediaType: 'Post as',
  instagramMediaTypeHelp: 'Where it appears on Instagram.',
  instagramMediaType_FEED: 'Feed post',
  instagramMediaType_REELS: 'Reel',
  instagramMediaType_STORIES: 'Story',
  instagramShareToFeed: 'Also share the Reel to the feed',
  instagramShareToFeedHelp: 'It also shows in your profile grid and followers’ feeds.',

  youtubeTitle: 'Title',
  youtubeTitleHelp: 'Up to {max} characters, without < or >.',
  youtubeDescription: 'Description',
  youtubeDescriptionHelp: 'Up to {max} bytes: a plain letter is 1, an accented letter 2, an emoji 4.',
  youtubePrivacyStatus: 'Visibility',
  youtubePrivacyStatusHelp: 'Who can find and watch it.',
  youtubePrivacyStatus_public: 'Public',
  youtubePrivacyStatus_unlisted: 'Unlisted: anyone with the link',
  youtubePrivacyStatus_private: 'Private: only you',
  youtubeCategory: 'Category',
  youtubeCategoryHelp: 'Helps viewers find it.',
  youtubeCategoryNone: 'No category',
  youtubeTags: 'Tags',
  youtubeTagsHelp: 'Enter or a comma adds a tag; paste a comma-separated list to add several. A tag with a space counts 2 more.',
  youtubeTagsList: 'Added tags',
  youtubeTagRemove: 'Remove tag {tag}',
  youtubeTagAdded: 'Added tag {tag}.',
  youtubeTagRemoved: 'Removed tag {tag}.',

  tiktokPrivacyLevel: 'Who can watch',
  tiktokPrivacyLevelHelp: 'Only audiences that every selected account allows.',
  tiktokPrivacyLevel_PUBLIC_TO_EVERYONE: 'Everyone',
  tiktokPrivacyLevel_MUTUAL_FOLLOW_FRIENDS: 'Friends',
  tiktokPrivacyLevel_FOLLOWER_OF_CREATOR: 'Followers',
  tiktokPrivacyLevel_SELF_ONLY: 'Only me',
  tiktokInteractions: 'Interactions',
  tiktokInteractionsHelp: 'What others can do with the video.',
  tiktokDisableDuet: 'Turn off Duet',
  tiktokDisableStitch: 'Turn off Stitch',
  tiktokDisableComment: 'Turn off comments',

  optionNotAllowed: 'Not available for the selected account. Choose another.',
  // No {count} in the problems of a field typed into: they are announced when they appear, and
  // words that changed on every key would be read again on every key (the counter has the count).
  youtubeTitleTooLong: 'The title is too long: YouTube allows {max} characters.',
  youtubeTitleAngleBrackets: 'The title cannot contain < or >.',
  youtubeDescriptionTooLong: 'The description is too long: YouTube allows {max} bytes.',
  youtubeDescriptionAngleBrackets: 'The description cannot contain < or >.',
  youtubeTagsTooLong: 'The tags total {count} characters; YouTube allows {max}.',
  tiktokNoPrivacyLevel: 'The selected accounts share no audience. Post to them separately.',
} satisfies Record<PostOptionMessageKey, string> & Record<string, string>;

export type PlatformOptionsPanelMessages = { [K in keyof typeof platformOptionsPanelMessages]: string };
