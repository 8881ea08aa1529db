'use server';

import { configureNetwork, NetworkConfigurationError } from '@socialkit/react/server';
import { cookies } from 'next/headers';
import { SESSION_COOKIE, tenantOf } from '@/lib/session';
import { service } from '@/lib/social';

export interface ConfigureState {
  status: 'idle' | 'configured' | 'failed';
  message: string;
}

/**
 * Configures a network for the organization with its OAuth client. A Server Action: the client
 * secret goes from this form to the service and is never stored, logged or sent to a browser.
 */
export async function configure(_previous: ConfigureState, form: FormData): Promise<ConfigureState> {
  // In your app, only an administrator of the organization may do this.
  if (!tenantOf((await cookies()).get(SESSION_COOKIE)?.value)) return { status: 'failed', message: 'Sign in first.' };
  const network = String(form.get('network') ?? '');
  try {
    await configureNetwork(service(), {
      network,
      clientKey: String(form.get('clientKey') ?? '') || undefined,
      clientSecret: String(form.get('clientSecret') ?? '') || undefined,
    });
    return { status: 'configured', message: `${network} is configured: it can be connected now.` };
  } catch (error) {
    // The library's message never holds the key or the secret, so it can be shown.
    if (error instanceof NetworkConfigurationError) return { status: 'failed', message: error.message };
    throw error;
  }
}
