export function usesClientReact(code: string): boolean;
export function isClientDirective(code: string): boolean;
