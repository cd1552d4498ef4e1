/**
 * For end-to-end runs: a real SMTP server (port MAIL_SMTP_PORT) that keeps every message, and a
 * small HTTP endpoint (port MAIL_HTTP_PORT) where tests read them: GET /messages?to=address.
 */
import { createServer } from 'node:http'
import { startSmtpCatcher } from '../utils/smtp-catcher.ts'

const smtpPort = Number(process.env.MAIL_SMTP_PORT ?? 2526)
const httpPort = Number(process.env.MAIL_HTTP_PORT ?? 3211)
const catcher = await startSmtpCatcher(smtpPort)

createServer((request, response) => {
  const url = new URL(request.url ?? '/', `http://127.0.0.1:${httpPort}`)
  if (url.pathname === '/healthz') return void response.end('ok')
  if (url.pathname !== '/messages') return void response.writeHead(404).end()
  const to = url.searchParams.get('to')?.toLowerCase()
  const messages = catcher.messages
    .filter((m) => !to || m.to.toLowerCase() === to)
    .map(({ to, subject, text, parsed }) => ({
      to,
      subject,
      text,
      // As sent, unfolded: List-Unsubscribe and the like, which the parsed form reshapes.
      headers: Object.fromEntries(
        parsed.headerLines.map(({ key, line }) => [
          key,
          line
            .slice(line.indexOf(':') + 1)
            .replace(/\r?\n[ \t]+/g, ' ')
            .trim(),
        ]),
      ),
      attachments: parsed.attachments.map((file) => ({ filename: file.filename ?? '', contentType: file.contentType, content: file.content.toString('utf8') })),
    }))
  response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(messages))
}).listen(httpPort, '127.0.0.1')
