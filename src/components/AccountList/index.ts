export { AccountList, type AccountListProps } from './AccountList.js';
export { accountListMessages, type AccountListMessages } from './messages.js';
export type { AccountListPart, AccountListClassNames } from './parts.js';
