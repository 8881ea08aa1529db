'use client';

import { useActionState } from 'react';
import { configure, type ConfigureState } from './actions';

const idle: ConfigureState = { status: 'idle', message: '' };

/** The form of the admin page; the action runs on the server. */
export function ConfigureForm({ networks }: { networks: { id: string; name: string }[] }) {
  const [state, action, pending] = useActionState(configure, idle);
  return (
    <form action={action} className="admin-form">
      <label>
        Network
        <select name="network" defaultValue="pinterest">
          {networks.map((network) => (
            <option key={network.id} value={network.id}>
              {network.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        OAuth client ID
        <input name="clientKey" autoComplete="off" />
      </label>
      <label>
        OAuth client secret
        <input name="clientSecret" type="password" autoComplete="off" />
      </label>
      <button type="submit" disabled={pending}>
        {pending ? 'Saving…' : 'Save'}
      </button>
      <p role="status">{state.message}</p>
    </form>
  );
}
