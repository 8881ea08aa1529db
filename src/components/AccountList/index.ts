export { AccountList, type AccountListProps } from './AccountList.js';
export type { AccountListPart, AccountListClassNames } from './anatomy.js';
