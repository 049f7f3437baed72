// The interactive API reference served at /docs: a self-contained page and script, no CDN.
// It fetches /openapi.json, lists every operation (method, path, summary) and offers a
// try-it form that signs the request in the browser (Web Crypto HMAC-SHA256, design.md section 4).

export const DOCS_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>acctos API reference</title>
<style>
body{font:14px/1.45 system-ui,sans-serif;margin:0;color:#1b1f24;background:#fafafa}
header{padding:16px 24px;background:#14324a;color:#fff}
header h1{margin:0;font-size:20px}
main{padding:16px 24px;max-width:1100px}
fieldset{border:1px solid #ccd;padding:8px 12px;margin-bottom:16px;background:#fff}
label{display:inline-block;margin-right:12px}
input,textarea{font:13px ui-monospace,monospace}
.op{border:1px solid #dde;border-radius:6px;margin:8px 0;background:#fff}
.op summary{cursor:pointer;padding:8px 12px;list-style:none}
.method{display:inline-block;min-width:64px;font-weight:700;text-transform:uppercase}
.get{color:#1d6f42}.post{color:#1f5fa8}.patch{color:#8a5a00}.put{color:#6b3fa0}.delete{color:#b3261e}
.path{font-family:ui-monospace,monospace}
.body{padding:8px 12px;border-top:1px solid #eef}
pre{background:#f3f4f6;padding:8px;overflow:auto;max-height:320px}
textarea{width:100%;min-height:90px}
</style>
</head>
<body>
<header><h1>acctos API reference</h1><div id="info"></div></header>
<main>
<fieldset><legend>Credentials for try-it (kept in this page only)</legend>
<label>KeyId <input id="keyId" size="28" autocomplete="off"></label>
<label>Secret <input id="secret" size="48" type="password" autocomplete="off"></label>
</fieldset>
<div id="ops" aria-live="polite">Loading /openapi.json ...</div>
</main>
<script src="/docs/docs.js"></script>
</body>
</html>`;

export const DOCS_JS = `'use strict';
(function () {
  var enc = new TextEncoder();
  function hex(buf) { return Array.from(new Uint8Array(buf)).map(function (b) { return b.toString(16).padStart(2, '0'); }).join(''); }
  function b64(buf) { var s = ''; new Uint8Array(buf).forEach(function (b) { s += String.fromCharCode(b); }); return btoa(s); }
  async function sign(method, target, body, keyId, secret) {
    var ts = String(Math.floor(Date.now() / 1000));
    var bodyHash = hex(await crypto.subtle.digest('SHA-256', enc.encode(body)));
    var base = method.toUpperCase() + '\\n' + target + '\\n' + ts + '\\n' + bodyHash;
    var key = await crypto.subtle.importKey('raw', enc.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    return 'HMAC ' + keyId + ':' + b64(await crypto.subtle.sign('HMAC', key, enc.encode(base))) + ':' + ts;
  }
  function el(tag, attrs, text) {
    var e = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) { e.setAttribute(k, attrs[k]); });
    if (text !== undefined) e.textContent = text;
    return e;
  }
  function operation(method, path, op) {
    var d = el('details', { 'class': 'op', 'data-operation-id': op.operationId || '', 'data-method': method.toUpperCase(), 'data-path': path });
    var s = el('summary');
    s.appendChild(el('span', { 'class': 'method ' + method }, method.toUpperCase()));
    s.appendChild(el('span', { 'class': 'path' }, path));
    s.appendChild(document.createTextNode(' \\u2014 '));
    s.appendChild(el('span', { 'class': 'summary' }, op.summary || ''));
    d.appendChild(s);
    var body = el('div', { 'class': 'body' });
    var params = (op.parameters || []);
    var inputs = {};
    params.forEach(function (p) {
      var l = el('label', {}, p.name + ' (' + p.in + ') ');
      var i = el('input', { name: p.name, size: '40' });
      inputs[p.name] = { input: i, where: p.in };
      l.appendChild(i); body.appendChild(l);
    });
    var ta = null;
    if (op.requestBody) { ta = el('textarea', { 'aria-label': 'JSON body' }); ta.value = '{}'; body.appendChild(ta); }
    var btn = el('button', { type: 'button' }, 'Try it');
    var out = el('pre', {}, '');
    btn.addEventListener('click', async function () {
      var target = path, query = [];
      Object.keys(inputs).forEach(function (n) {
        var v = inputs[n].input.value; if (v === '') return;
        if (inputs[n].where === 'path') target = target.replace('{' + n + '}', encodeURIComponent(v));
        else if (inputs[n].where === 'query') query.push(encodeURIComponent(n) + '=' + encodeURIComponent(v));
      });
      if (query.length) target += '?' + query.join('&');
      var payload = ta ? ta.value : '';
      var headers = {};
      if (payload !== '') headers['Content-Type'] = 'application/json';
      var keyId = document.getElementById('keyId').value, secret = document.getElementById('secret').value;
      try {
        if (keyId && secret) headers['Authorization'] = await sign(method, target, payload, keyId, secret);
        var res = await fetch(target, { method: method.toUpperCase(), headers: headers, body: payload === '' ? undefined : payload });
        var text = await res.text();
        try { text = JSON.stringify(JSON.parse(text), null, 2); } catch (e) { /* not JSON */ }
        out.textContent = res.status + '\\n' + text;
      } catch (e) { out.textContent = String(e); }
    });
    body.appendChild(btn); body.appendChild(out);
    d.appendChild(body);
    return d;
  }
  fetch('/openapi.json').then(function (r) { return r.json(); }).then(function (doc) {
    document.getElementById('info').textContent = (doc.info && doc.info.title || '') + ' ' + (doc.info && doc.info.version || '') + ' \\u2014 OpenAPI ' + doc.openapi;
    var root = document.getElementById('ops');
    root.textContent = '';
    var list = el('div', { id: 'operations' });
    Object.keys(doc.paths).forEach(function (path) {
      Object.keys(doc.paths[path]).forEach(function (method) {
        if (['get', 'post', 'put', 'patch', 'delete'].indexOf(method) < 0) return;
        list.appendChild(operation(method, path, doc.paths[path][method]));
      });
    });
    root.appendChild(list);
  }).catch(function (e) { document.getElementById('ops').textContent = 'Could not load /openapi.json: ' + e; });
})();
`;
