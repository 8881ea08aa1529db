import { createAnatomy } from '../shared/anatomy.js';

export type ConnectCallbackPart = 'root' | 'heading' | 'status' | 'alert' | 'confirm-list' | 'confirm-item' | 'confirm-handle' | 'actions' | 'action' | 'link';

export type ConnectCallbackClassNames = Partial<Record<ConnectCallbackPart, string>>;

export const anatomy = createAnatomy<ConnectCallbackPart>('ConnectCallback');
export const partProps = anatomy.parts;
