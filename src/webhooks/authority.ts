/**
 * The RFC 9421 `@authority` value of a target URI (section 2.2.3): host lowercased, default
 * port omitted, IDNs as A-labels. WHATWG URL parsing gives exactly this (checked against the
 * examples in the reference vectors). Returns undefined for a string that is not a URL.
 */
export function authorityOf(target: string | URL): string | undefined {
  try {
    const url = typeof target === 'string' ? new URL(target) : target;
    return url.host === '' ? undefined : url.host;
  } catch {
    return undefined;
  }
}
