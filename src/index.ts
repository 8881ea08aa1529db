export * from './client/index.js';
export * from './networks/index.js';
export * from './hooks/index.js';
