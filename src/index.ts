export * from './client/index.js';
export {
  buildPostPayload,
  toWireOptions,
  type PostPayload,
  type PostPayloadInput,
  type WireCasing,
  type WireOptionsConfig,
} from './client/postPayload.js';
export * from './networks/index.js';
export * from './networks/options/index.js';
export * from './networks/media/index.js';
export * from './media/index.js';
export * from './query/index.js';
export * from './i18n/index.js';
export * from './hooks/index.js';
export {
  usePlatformOptions,
  type OptionCount,
  type PlatformOptionsAccount,
  type UsePlatformOptionsOptions,
  type UsePlatformOptionsResult,
} from './hooks/usePlatformOptions.js';
export * from './components/PlatformOptionsPanel/index.js';
export * from './components/PagePicker/index.js';
export * from './components/HandleAppPasswordForm/index.js';
export * from './components/AccountList/index.js';
export * from './upload/index.js';
export * from './connect/index.js';
export * from './components/ConnectAccountButton/index.js';
export * from './components/ConnectCallback/index.js';
export * from './components/MediaGallery/index.js';
export * from './components/MediaUploader/index.js';
