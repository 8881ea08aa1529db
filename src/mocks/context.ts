import type { Store } from './db.js';
import type { ResolvedOptions } from './options.js';
import type { Body } from './validate.js';

export interface RouteContext {
  request: Request;
  url: URL;
  params: Readonly<Record<string, string>>;
  body: Body;
  options: ResolvedOptions;
  store: Store;
}
