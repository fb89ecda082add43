// A dependency-free page that lists the API from the generated OpenAPI document. Served only in local development
// (authentication off and SERVICE_DOCS_ENABLED=true), with its own narrow Content-Security-Policy.
export const DOCS_CSP = "default-src 'none'; script-src 'self' 'unsafe-inline'; style-src 'unsafe-inline'; connect-src 'self'; frame-ancestors 'none'";

export const DOCS_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Portcullis API</title>
<style>body{font:14px system-ui,sans-serif;margin:2rem;max-width:70rem}h2{margin-top:2rem}code{background:#f3f3f3;padding:0 .3em}
.op{border-left:3px solid #888;padding:.3rem .8rem;margin:.6rem 0}.get{border-color:#2a7}.post{border-color:#27c}.put,.patch{border-color:#c80}.delete{border-color:#c33}
pre{background:#f7f7f7;padding:.5rem;overflow:auto;font-size:12px}</style></head>
<body><h1>Portcullis API</h1><p>Generated from <a href="/api/system/openapi.json">/api/system/openapi.json</a>.</p><div id="ops">Loading...</div>
<script>
fetch('/api/system/openapi.json').then(r => r.json()).then(doc => {
  const root = document.getElementById('ops'); root.textContent = '';
  for (const [path, methods] of Object.entries(doc.paths)) for (const [method, op] of Object.entries(methods)) {
    const div = document.createElement('div'); div.className = 'op ' + method;
    const title = document.createElement('h3'); title.textContent = method.toUpperCase() + ' ' + path; div.appendChild(title);
    const p = document.createElement('p'); p.textContent = (op.summary || '') + (op.description ? ' - ' + op.description : ''); div.appendChild(p);
    if (op.requestBody) { const pre = document.createElement('pre'); pre.textContent = JSON.stringify(Object.values(op.requestBody.content)[0].schema, null, 2); div.appendChild(pre); }
    root.appendChild(div);
  }
});
</script></body></html>`;
