const MARKER = new TextEncoder().encode('"ProviderReferenceId"');
const decoder = new TextDecoder('utf-8', { fatal: true });

function contains(haystack: Uint8Array, needle: Uint8Array): boolean {
  const last = haystack.length - needle.length;
  outer: for (let i = 0; i <= last; i++) {
    for (let j = 0; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

/**
 * Whether a request body is a JSON object with a non-empty string ProviderReferenceId (the
 * same test as the routes' referenceOf). Bodies without the name are not parsed at all.
 */
export function hasProviderReference(body: Uint8Array): boolean {
  if (body.length === 0 || !contains(body, MARKER)) return false;
  try {
    const parsed = JSON.parse(decoder.decode(body)) as unknown;
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return false;
    const v = (parsed as Record<string, unknown>)['ProviderReferenceId'];
    return typeof v === 'string' && v !== '';
  } catch {
    return false;
  }
}
