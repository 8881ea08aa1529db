/** Where the proxy is mounted: app/api/social/[...path]/route.ts. Safe for the browser and the server. */
export const BASE_PATH = '/api/social';
