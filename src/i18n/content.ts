// Content (lessons, levels, badges, games) is written in English in content/; a translation is
// an overlay of its text leaves by path, "exportName/learn.0.heading" (docs/product/languages.md).

/** Keys whose strings are ids or codes, never words a person reads. */
const nonTextKeys = new Set([
  'id', 'lessonId', 'levelId', 'worldId', 'gameId', 'badgeId', 'projectId', 'value', 'answer', 'answers',
  'correct', 'type', 'kind', 'icon', 'color', 'colour', 'href', 'url', 'path', 'route', 'slug', 'op',
  'direction', 'facing', 'tile', 'tiles', 'key', 'emoji', 'image', 'shape', 'variant', 'tone', 'status',
  'block', 'blockType', 'code', 'variable', 'sound', 'voice', 'difficulty', 'grid', 'map',
  'layout', 'unlock', 'requires', 'next', 'previous', 'note', 'first', 'last', 'from', 'to',
]);

/** A string a person reads: not under an id-like key, and not a bare identifier or code. */
function isTextLeaf(key: string, value: string): boolean {
  if (nonTextKeys.has(key)) return false;
  if (!/\p{L}/u.test(value)) return false;
  return !/^[a-z][a-zA-Z0-9_-]*$/.test(value);
}

/** Every text leaf of a value, as [path, text]. */
export function textLeaves(value: unknown, prefix = '', key = ''): Array<[string, string]> {
  if (typeof value === 'string') return isTextLeaf(key, value) ? [[prefix, value]] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => textLeaves(item, join(prefix, String(index)), key));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, inner]) => textLeaves(inner, join(prefix, k), k));
  }
  return [];
}

const join = (prefix: string, part: string) => (prefix ? `${prefix}.${part}` : part);

/** The value with each translated leaf replaced; untranslated leaves stay as they are. */
export function localizeContent<T>(value: T, exportName: string, overlay: Record<string, string> | undefined): T {
  if (!overlay) return value;
  const visit = (inner: unknown, path: string): unknown => {
    if (typeof inner === 'string') return overlay[`${exportName}/${path}`] ?? inner;
    if (Array.isArray(inner)) return inner.map((item, index) => visit(item, join(path, String(index))));
    if (inner && typeof inner === 'object' && Object.getPrototypeOf(inner) === Object.prototype) {
      return Object.fromEntries(Object.entries(inner).map(([k, v]) => [k, visit(v, join(path, k))]));
    }
    return inner;
  };
  return visit(value, '') as T;
}
