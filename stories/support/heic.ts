import heicUrl from './media/IMG_0042.heic?url';

/**
 * The HEIC photo made by heif-enc (scripts/make-heic-fixture.mjs): 36 × 32 stored, turned a quarter
 * clockwise by its `irot` so that it shows 32 × 36, red above blue, with a GPS location in its
 * EXIF. `broken` zeroes its image data: the header still reads, the decode fails.
 */
export async function heicPhoto({ name = 'IMG_0042.HEIC', type = 'image/heic', broken = false }: { name?: string; type?: string; broken?: boolean } = {}): Promise<File> {
  const bytes = new Uint8Array(await (await fetch(heicUrl)).arrayBuffer());
  if (broken) {
    const data = new TextDecoder('latin1').decode(bytes).indexOf('mdat');
    bytes.fill(0, data + 4);
  }
  return new File([bytes], name, { type });
}
