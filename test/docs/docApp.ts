/**
 * What the docs' code blocks take as the app's own (test/docs/docBlocks.ts): the modules they import
 * from the app (`@/auth`, `./session.js`, `next/headers`: every relative, `@/` and `next/` import
 * of a block resolves here) and the names they use without defining (`team`, `App`, `refresh`).
 * Only types matter: nothing here runs. A block that needs anything not listed here fails its check.
 */
import type { JSX } from 'react';
import type { MediaCheckTarget, MediaRecord, PlatformOptionsAccount, PostMedia } from '../../src/index.js';
import type { SocialProxyHandler } from '../../src/server/index.js';

// A contributor's new pack (docs/languages.md, "Adding a language") imports the catalogue's type from inside src/.
export type { SocialKitLocalePack } from '../../src/i18n/catalogue.js';

export interface User {
  id: string;
  teamId: string;
}

// The app's session: Auth.js's `auth()`, an Express middleware, a cookie lookup.
export declare function auth(): Promise<{ user: User } | null>;
export declare function loadUser(req: unknown, res: unknown, next: () => void): void;
export declare function sessionFromCookie(cookie: string | null): Promise<{ teamId: string } | null>;

// Next.js: `next/headers`, and the app's own modules of examples/next-app.
export declare function cookies(): Promise<{ toString(): string }>;
/** The route handler's proxy, created on first use (examples/next-app/lib/social.ts). */
export declare function socialProxy(): SocialProxyHandler;
export declare function Dashboard(): JSX.Element;

// The app around a snippet.
export declare function App(): JSX.Element;
export declare const team: { id: string };
export declare const currentTeam: { id: string };
export declare const redirectUri: string;
/** A pending session's token, from the callback URL. */
export declare const token: string;
export declare const router: { push(path: string): void };
export declare function refresh(): void;
export declare function report(error: unknown): void;
export declare function toast(text: string): void;
export declare const analytics: { track(event: string, properties?: Record<string, unknown>): void };
export declare function closeDialog(): void;
export declare function startConnectAgain(): void;

// A post being written.
export declare function attach(mediaId: string): void;
export declare function setPostMedia(mediaIds: string[]): void;
export declare function tooSmall(file: File): Promise<boolean>;
export declare const files: File[];
/** The photo the user just chose. */
export declare const file: File;
export declare const signal: AbortSignal;
export declare const records: MediaRecord[];
export declare function deleteMedia(mediaId: string): void;
export declare const selectedAccounts: PlatformOptionsAccount[];
export declare function setValid(valid: boolean): void;
export declare const content: string;
export declare const accounts: string[];
/** The post's media, as `useUpload` gives it. */
export declare const media: PostMedia[];
export declare const chosenAccounts: MediaCheckTarget[];
