/** `accept` as an input takes it (`"image/*,.heic"`) or as a list, normalised. */
export function parseAccept(accept: string | readonly string[] | undefined): string[] {
  const entries = typeof accept === 'string' ? accept.split(',') : (accept ?? []);
  return entries.map((entry) => entry.trim().toLowerCase()).filter(Boolean);
}

const essence = (type: string) => type.split(';')[0]!.trim().toLowerCase();

/**
 * Whether a file matches any entry: an extension (`.heic`), a wildcard (`image/*`) or an exact
 * type. Types are read from the browser and from the inferred Content-Type, so an untyped
 * `photo.heic` still counts as `image/*`. An empty list accepts everything.
 */
export function acceptsFile(file: Pick<File, 'name' | 'type'>, contentType: string, entries: readonly string[]): boolean {
  if (!entries.length) return true;
  const name = file.name.toLowerCase();
  const types = [essence(file.type), essence(contentType)].filter(Boolean);
  return entries.some((entry) => {
    if (entry.startsWith('.')) return name.endsWith(entry);
    if (entry === '*' || entry === '*/*') return true;
    if (entry.endsWith('/*')) return types.some((type) => type.startsWith(entry.slice(0, -1)));
    return types.includes(entry);
  });
}
