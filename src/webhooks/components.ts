import { authorityOf } from './authority.js';
import type { ComponentResolver } from './signature-base.js';

/** The parts of an HTTP request the derived components and fields come from. */
export interface MessageParts {
  readonly method: string;
  readonly url: string;
  readonly headers: Headers | Readonly<Record<string, string>>;
}

function headerValue(headers: MessageParts['headers'], name: string): string | null {
  if (typeof (headers as Headers).get === 'function') return (headers as Headers).get(name);
  const lower = name.toLowerCase();
  for (const [k, v] of Object.entries(headers as Record<string, string>)) {
    if (k.toLowerCase() === lower) return v;
  }
  return null;
}

/**
 * Component values of a request per RFC 9421 section 2: derived components from the method and
 * target URI, fields from the headers (trimmed; Headers joins repeated lines with ", ").
 * `authority` overrides `@authority` for a receiver behind a proxy that rewrites the host.
 */
export function requestComponents(
  message: MessageParts,
  overrides: { readonly authority?: string } = {},
): ComponentResolver {
  let url: URL | undefined;
  try {
    url = new URL(message.url);
  } catch {
    url = undefined;
  }
  return (name) => {
    switch (name) {
      case '@method':
        return message.method.toUpperCase();
      case '@authority':
        return overrides.authority ?? (url === undefined ? undefined : authorityOf(url));
      case '@scheme':
        return url?.protocol.replace(/:$/, '');
      case '@target-uri':
        return url?.href;
      case '@path':
        return url === undefined ? undefined : url.pathname === '' ? '/' : url.pathname;
      case '@query':
        return url === undefined ? undefined : url.search === '' ? '?' : url.search;
      case '@request-target':
        return url === undefined ? undefined : `${url.pathname}${url.search}`;
      default: {
        if (name.startsWith('@')) return undefined;
        const v = headerValue(message.headers, name);
        return v === null ? undefined : v.trim().replace(/\r?\n[ \t]+/g, ' ');
      }
    }
  };
}
