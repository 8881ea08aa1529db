/*
 * The root entry's network catalogue, media rules and `clearPersistedUploads`, bound here rather than re-exported from
 * their own modules. The upload engine and the uploader's verdicts load those modules on demand;
 * esbuild (code splitting on) puts a module that an entry file re-exports into the app's up-front
 * chunks as soon as any on-demand chunk uses it, even for an app that imports none of these
 * names. A binding of this module's own is dropped with the module when the app does not use it:
 * the provider with the five data hooks came to 19.1 KB up front, and 12.5 KB with these
 * (bench/surface-size.mjs).
 */
import { checkAltText as checkAlt } from './media/altText.js';
import { checkMedia as check } from './media/check.js';
import { describeMediaVerdict as describe } from './media/describe.js';
import { extendMediaRules as extend, getMediaRules as rulesOf } from './networks/media/merge.js';
import { MEDIA_RULES as RULES } from './networks/media/rules.js';
import { characterLimit as limitOf, countCharacters as count } from './networks/options/limits.js';
import { NETWORKS as CATALOGUE, getNetwork as networkOf, type NetworkInfo } from './networks/catalogue.js';
import type { MediaRulesTable } from './networks/media/types.js';
import { clearPersistedUploads as clearKept } from './upload/keep.js';

/** Every network the library knows: id, name, kind, connect method, brand colour and icon. */
export const NETWORKS: readonly NetworkInfo[] = CATALOGUE;

/**
 * A network's entry. An id this version does not know (the service adds networks) still gets
 * one, with the neutral icon and the id capitalised as its name, so a list never crashes on it.
 */
export const getNetwork: typeof networkOf = networkOf;

/** Each network's media rules, per post kind: types, sizes, dimensions, durations, counts. */
export const MEDIA_RULES: MediaRulesTable = RULES;

/** The rules with an app's changes merged in (see `MediaRulesOverrides`); neither argument is changed. */
export const extendMediaRules: typeof extend = extend;

/** A network's rules, or `undefined` for a network the table does not know. */
export const getMediaRules: typeof rulesOf = rulesOf;

/**
 * Checks files against the chosen networks' media rules: per file and for the post as a whole,
 * per network, `ok`, `fixable`, `refused`, or `unknown` / `pending` when a file's facts are
 * missing. Pure and server-safe.
 */
export const checkMedia: typeof check = check;

/** Every reason of a file's verdict, one sentence (and its remedy) each; empty when it fits. */
export const describeMediaVerdict: typeof describe = describe;

/**
 * Checks an image's alt text against each chosen network that shows alt text, counted that
 * network's way: `ok`, `missing` (a warning) or `too-long` (refused there until shortened by
 * `length - max`). Networks that take no alt text are left out. Pure and server-safe.
 */
export const checkAltText: typeof checkAlt = checkAlt;

/**
 * The limit of a network's post text, its title or description, or an image's alt text;
 * `undefined` when there is none we know of.
 */
export const characterLimit: typeof limitOf = limitOf;

/** The text's length as the network counts it against `characterLimit`. */
export const countCharacters: typeof count = count;

/**
 * Deletes every unfinished upload `persist` kept on this device, for every user and uploader: call
 * it when the user signs out, so that nothing of theirs stays behind on a shared computer.
 */
export const clearPersistedUploads: typeof clearKept = clearKept;
