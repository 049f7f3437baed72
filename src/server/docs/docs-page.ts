// The page served at /docs: Scalar's API reference over /openapi.json, from local assets only
// (/docs/scalar.js is the installed @scalar/api-reference standalone bundle; fonts off, telemetry
// off, no proxy, no AI agent). Try-it requests are signed in the page (design.md section 4):
// enter `<KeyId>:<Secret>` as the HMAC credential; the onBeforeRequest hook replaces that
// Authorization value by `HMAC <KeyId>:<Signature>:<Timestamp>` (Web Crypto HMAC-SHA256 over
// METHOD, PATH_AND_QUERY, Timestamp and hex(SHA-256(body))), so the secret never leaves the page.

export const DOCS_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>acctos API reference</title>
<link rel="icon" href="data:,">
</head>
<body>
<div id="app"></div>
<script src="/docs/scalar.js"></script>
<script src="/docs/docs.js"></script>
</body>
</html>`;

export const DOCS_JS =
  `'use strict';
(function () {
  var enc = new TextEncoder();
  function hex(buf) { return Array.from(new Uint8Array(buf)).map(function (b) { return ` +
  `b.toString(16).padStart(2, '0'); }).join(''); }
  function b64(buf) { var s = ''; new Uint8Array(buf).forEach(function (b) { s += String.fromCharCode(b); ` +
  `}); return btoa(s); }
  async function sign(method, target, body, keyId, secret) {
    var ts = String(Math.floor(Date.now() / 1000));
    var bodyHash = hex(await crypto.subtle.digest('SHA-256', body));
    var base = method.toUpperCase() + '\\n' + target + '\\n' + ts + '\\n' + bodyHash;
    var key = await crypto.subtle.importKey('raw', enc.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, ` +
  `false, ['sign']);
    return 'HMAC ' + keyId + ':' + b64(await crypto.subtle.sign('HMAC', key, enc.encode(base))) + ':' + ts;
  }
  /** Signs a try-it request whose Authorization holds "KeyId:Secret"; leaves a ready "HMAC ..." value ` +
  `alone. */
  async function signTryIt(request) {
    var given = request.headers.get('Authorization');
    if (!given || given.indexOf('HMAC ') === 0) return;
    var at = given.indexOf(':');
    if (at < 1) throw new Error('Enter the HMAC credential as <KeyId>:<Secret>.');
    var url = new URL(request.url);
    var body = await request.clone().arrayBuffer();
    request.headers.set('Authorization', await sign(request.method, url.pathname + url.search, body, ` +
  `given.slice(0, at), given.slice(at + 1)));
  }
  window.acctosSignTryIt = signTryIt;
  if (!window.Scalar || !window.Scalar.createApiReference) return;
  window.Scalar.createApiReference('#app', {
    url: '/openapi.json',
    withDefaultFonts: false,
    telemetry: false,
    hideClientButton: false,
    showDeveloperTools: 'never',
    agent: { disabled: true },
    authentication: { preferredSecurityScheme: 'HMAC' },
    onBeforeRequest: function (a) { return signTryIt(a.request); },
  });
})();
`;

/** Served as /docs/scalar.js when @scalar/api-reference is not installed. */
export const MISSING_REFERENCE_JS =
  `document.addEventListener('DOMContentLoaded', function () {
  document.getElementById('app').innerHTML = '<p>The API reference needs the optional package ` +
  `<code>@scalar/api-reference</code>: run <code>npm install @scalar/api-reference</code> beside acctos. The ` +
  `document itself is at <a href="/openapi.json">/openapi.json</a>.</p>';
});
`;
