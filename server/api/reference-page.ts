import { escapeHtml } from '#lib/html-text.ts'

interface Operation {
  summary?: string
  requestBody?: { content?: Record<string, { schema?: unknown }> }
  responses?: Record<string, { description?: string }>
}

/** A readable reference built from the OpenAPI document: no third-party script, works anywhere. */
export function renderReference(document: { info: { title: string; description?: string }; paths?: Record<string, Record<string, Operation>> }): string {
  const sections = Object.entries(document.paths ?? {}).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const schema = op.requestBody?.content?.['application/json']?.schema
      const responses = Object.entries(op.responses ?? {})
        .map(([status, response]) => `<li><code>${status}</code> ${escapeHtml(response.description ?? '')}</li>`)
        .join('')
      return `<section><h2><code>${method.toUpperCase()} /api${escapeHtml(path)}</code></h2><p>${escapeHtml(op.summary ?? '')}</p>${
        schema ? `<h3>Body</h3><pre>${escapeHtml(JSON.stringify(schema, null, 2))}</pre>` : ''
      }<h3>Answers</h3><ul>${responses}</ul></section>`
    }),
  )
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(document.info.title)}</title><style>body{font:16px/1.5 system-ui,sans-serif;max-width:52rem;margin:2rem auto;padding:0 1rem;color:#14212b}pre{background:#f3f6f8;padding:1rem;overflow:auto}section{border-top:1px solid #d7dee3;padding-top:.5rem}</style></head><body><h1>${escapeHtml(document.info.title)}</h1><p>${escapeHtml(document.info.description ?? '')}</p><p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1). Authenticate with <code>Authorization: Bearer &lt;token&gt;</code> from <code>POST /api/token</code>.</p>${sections.join('')}</body></html>`
}
