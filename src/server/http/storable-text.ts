// Strings the service can store: PostgreSQL text and jsonb refuse U+0000, and a lone UTF-16
// surrogate (legal in a JSON escape such as "\ud800") is not a Unicode character, so it has no
// UTF-8 form. Checked once at the edge so no route reaches the database with one (a 500 there).

/** Bodies are at most 64 KiB, so a walk never meets more nodes than this. */
const MAX_NODES = 100_000;
// A NUL, a high surrogate not followed by a low one, or a low surrogate not preceded by a high one.
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isStorableText(s: string): boolean {
  return !UNSTORABLE.test(s);
}

/**
 * The dotted path of the first key or string value that cannot be stored, '' for the root,
 * or undefined when every string is storable. Iterative (no recursion limit on deep JSON).
 */
export function unstorableTextPath(value: unknown): string | undefined {
  const stack: { v: unknown; path: string }[] = [{ v: value, path: '' }];
  for (let seen = 0; stack.length > 0 && seen < MAX_NODES; seen++) {
    const { v, path } = stack.pop()!;
    if (typeof v === 'string') {
      if (!isStorableText(v)) return path;
    } else if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) stack.push({ v: v[i], path: path === '' ? String(i) : `${path}.${i}` });
    } else if (v !== null && typeof v === 'object') {
      for (const [k, child] of Object.entries(v as Record<string, unknown>)) {
        const childPath = path === '' ? k : `${path}.${k}`;
        if (!isStorableText(k)) return path;
        stack.push({ v: child, path: childPath });
      }
    }
  }
  return undefined;
}
