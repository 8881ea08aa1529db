export { MEDIA_RULES } from './rules.js';
export { extendMediaRules, getMediaRules, getPostKindRules } from './merge.js';
export type {
  AspectRatio,
  MediaFileKind,
  MediaFileRule,
  MediaRuleOverride,
  MediaRulesOverrides,
  MediaRulesTable,
  NetworkMediaRules,
  PostKindMediaRules,
  PostMediaRule,
} from './types.js';
