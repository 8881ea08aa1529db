import { socialProxy } from '@/lib/social';

// Every call of the browser's components comes here; the proxy adds the key, forces the session's
// tenant and forwards only the library's operations.
const handle = (request: Request) => socialProxy()(request);

export { handle as DELETE, handle as GET, handle as POST };
