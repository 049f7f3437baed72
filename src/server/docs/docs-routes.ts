import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../app-env.js';
import { DOCS_HTML, DOCS_JS, MISSING_REFERENCE_JS } from './docs-page.js';

// /docs: the API reference (Scalar's standalone bundle, served from this service's own
// node_modules: no CDN), configured by docs-page.ts to read /openapi.json and sign every try-it
// request in the page (docs/decisions/67-api-reference.md).

const SCALAR_BUNDLE = '@scalar/api-reference/browser/standalone.js';

let bundle: string | null | undefined;

/** The standalone bundle's text, or null when @scalar/api-reference is not installed. */
function scalarBundle(): string | null {
  if (bundle === undefined) {
    try {
      bundle = readFileSync(createRequire(import.meta.url).resolve(SCALAR_BUNDLE), 'utf8');
    } catch {
      bundle = null;
    }
  }
  return bundle;
}

const JS = 'text/javascript; charset=utf-8';

export function registerDocsRoutes(app: OpenAPIHono<AppEnv>): void {
  app.get('/docs', (c) => c.html(DOCS_HTML));
  app.get('/docs/docs.js', (c) => c.body(DOCS_JS, 200, { 'Content-Type': JS }));
  app.get('/docs/scalar.js', (c) => {
    const js = scalarBundle();
    // Without the optional package the page says how to install it (and /openapi.json still works).
    if (js === null) return c.body(MISSING_REFERENCE_JS, 200, { 'Content-Type': JS });
    return c.body(js, 200, { 'Content-Type': JS, 'Cache-Control': 'public, max-age=3600' });
  });
}
