import { useEffect, useRef, useState, type RefObject } from 'react';
import { useBrowserLayoutEffect } from '../../hooks/useBrowserLayoutEffect.js';
import { canDecodeOffThread, decodeThumbnail } from '../../media/decode.js';
import { mediaKind } from '../../media/kind.js';
import { MediaIcon } from './MediaIcon.js';

/**
 * A decoded image with its size, read once at decode: the bitmap reads 0 × 0 once the canvas has
 * taken it, and a canvas given a new size is cleared.
 */
interface Picture {
  bitmap: ImageBitmap;
  width: number;
  height: number;
}

/** Its `data-state` while there is no picture, a decoded image, or an object URL to show. */
type Preview = 'loading' | 'placeholder' | Picture | { url: string; video: boolean };

export interface FilePreviewProps {
  file: File;
  contentType: string;
  /** Pixels the thumbnail is decoded at (about twice its CSS width, for sharp screens). */
  width?: number;
  /** The host's part attributes (data-scope, data-part, class) for the wrapper. */
  attrs: Record<string, string>;
}

/** Starts work only once the element is on screen; at once where IntersectionObserver is missing. */
function useVisible(ref: RefObject<Element | null>) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return setVisible(true);
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        setVisible(true);
        observer.disconnect();
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return visible;
}

/**
 * A local file's thumbnail. Images are decoded off the main thread (`createImageBitmap`) and
 * handed to a canvas without a copy; videos show their first frame from an object URL. The
 * URL is made only when the preview is on screen and revoked when it leaves (unmount or another
 * file). What the browser cannot decode (HEIC in Chrome, a broken file) gets a placeholder
 * instead of a broken image. Decorative: the file's name is beside it.
 */
export function FilePreview({ file, contentType, width = 160, attrs }: FilePreviewProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const visible = useVisible(ref);
  const [preview, setPreview] = useState<Preview>('loading');
  const kind = mediaKind(contentType, file.name);

  useEffect(() => {
    if (!visible || kind === 'other') return;
    const controller = new AbortController();
    let url: string | undefined;
    const fromUrl = () => {
      url = URL.createObjectURL(file);
      setPreview({ url, video: kind === 'video' });
    };
    // SVG has no bitmap decoder in Chrome; an <img> draws it (scripts in it never run there).
    if (kind === 'image' && canDecodeOffThread() && !contentType.startsWith('image/svg')) {
      decodeThumbnail(file, width, controller.signal).then(
        (bitmap) => setPreview({ bitmap, width: bitmap.width, height: bitmap.height }),
        () => !controller.signal.aborted && setPreview('placeholder'),
      );
    } else {
      fromUrl();
    }
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
      setPreview('loading');
    };
  }, [file, contentType, kind, width, visible]);

  const shown = kind === 'other' ? 'placeholder' : preview;
  const broken = () => setPreview('placeholder');
  return (
    <span {...attrs} ref={ref} data-state={typeof shown === 'string' ? shown : 'ready'} data-kind={kind} aria-hidden="true">
      {typeof shown === 'string' ? (
        <MediaIcon kind={kind} />
      ) : !('url' in shown) ? (
        <BitmapCanvas picture={shown} />
      ) : shown.video ? (
        // A fragment past zero makes every engine paint the first frame without playing.
        <video src={`${shown.url}#t=0.1`} preload="metadata" muted playsInline disablePictureInPicture tabIndex={-1} onError={broken} />
      ) : (
        <img src={shown.url} alt="" decoding="async" draggable={false} onError={broken} />
      )}
    </span>
  );
}

/**
 * Hands the bitmap to the canvas (no copy with `bitmaprenderer`), once, and frees it after. The
 * canvas keeps the size decoded, so the row's later renders (progress, status) leave it alone.
 */
function BitmapCanvas({ picture: { bitmap, width, height } }: { picture: Picture }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawn = useRef<ImageBitmap | null>(null);
  useBrowserLayoutEffect(() => {
    const target = canvas.current;
    // StrictMode runs this twice; the bitmap is detached after the first transfer.
    if (!target || drawn.current === bitmap) return;
    drawn.current = bitmap;
    const renderer = target.getContext('bitmaprenderer');
    if (renderer) renderer.transferFromImageBitmap(bitmap);
    else target.getContext('2d')?.drawImage(bitmap, 0, 0);
    bitmap.close();
  }, [bitmap]);
  return <canvas ref={canvas} width={width} height={height} />;
}
