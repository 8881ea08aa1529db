// The parts of libheif-js's prebuilt module (the WebAssembly inlined) that the HEIC decoder uses:
// the package types its other builds, not this file. Embind's enum members are objects, compared
// by identity; contexts, handles and images are opaque.
declare module 'libheif-js/libheif-wasm/libheif-bundle.mjs' {
  type Enum = { readonly __enum: unique symbol };
  type Context = { readonly __context: unique symbol };
  type Handle = { readonly __handle: unique symbol; code?: undefined };
  type Image = { readonly __image: unique symbol };
  interface HeifError {
    code: Enum;
    message: string;
  }
  interface Decoded {
    code?: undefined;
    image: Image;
    channels: { id: Enum; width: number; height: number; stride: number; data: Uint8Array }[];
  }
  interface LibHeif {
    heif_context_alloc(): Context;
    heif_context_free(context: Context): void;
    heif_context_read_from_memory(context: Context, bytes: Uint8Array): HeifError;
    heif_js_context_get_primary_image_handle(context: Context): Handle | HeifError | null;
    heif_image_handle_release(handle: Handle): void;
    heif_js_decode_image2(handle: Handle, colorspace: Enum, chroma: Enum): Promise<Decoded | HeifError | null>;
    heif_image_release(image: Image): void;
    heif_error_code: { heif_error_Ok: Enum };
    heif_colorspace: { heif_colorspace_RGB: Enum };
    heif_chroma: { heif_chroma_interleaved_RGBA: Enum };
    heif_channel: { heif_channel_interleaved: Enum };
  }
  /** Instantiates libheif, synchronously: the WebAssembly is in the module. */
  export default function libheif(options?: object): LibHeif;
}
