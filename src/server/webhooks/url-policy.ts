const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);
const MAX_URL_CHARS = 2048;

/**
 * Endpoints receive over TLS (spec part 6.1.6): https only, except loopback hosts so a
 * developer can receive on their own machine. No credentials or fragments in the URL.
 */
export function checkEndpointUrl(text: string): { ok: true; url: string } | { ok: false; message: string } {
  if (text.length > MAX_URL_CHARS) return { ok: false, message: `Url is longer than ${MAX_URL_CHARS} characters.` };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, message: 'Url is not an absolute URL.' };
  }
  if (url.username !== '' || url.password !== '') return { ok: false, message: 'Url may not carry credentials.' };
  if (url.hash !== '') return { ok: false, message: 'Url may not carry a fragment.' };
  if (url.protocol === 'https:') return { ok: true, url: url.href };
  if (url.protocol === 'http:' && LOOPBACK.has(url.hostname)) return { ok: true, url: url.href };
  return { ok: false, message: 'Url must use https (http is accepted only for localhost).' };
}
