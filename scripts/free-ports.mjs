// Prints N ports free on 127.0.0.1 right now (the kernel picks them), one per line: two suites on one machine never collide.
import { createServer } from 'node:net'

const count = Number(process.argv[2] ?? 1)
const servers = []
for (let i = 0; i < count; i++) {
  const server = createServer()
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  servers.push(server)
}
console.log(servers.map((server) => server.address().port).join('\n'))
await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))))
