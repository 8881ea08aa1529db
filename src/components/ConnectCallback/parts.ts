import { partsFor } from '../shared/parts.js';

export type ConnectCallbackPart = 'root' | 'heading' | 'status' | 'alert' | 'confirm-list' | 'confirm-item' | 'confirm-handle' | 'actions' | 'action' | 'link';

export type ConnectCallbackClassNames = Partial<Record<ConnectCallbackPart, string>>;

export const partProps = partsFor<ConnectCallbackPart>('connect-callback', 'ConnectCallback');
