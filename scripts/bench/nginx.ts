import { spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

/**
 * nginx serving one directory with gzip_static (the reference a cache hit is measured against),
 * from its own config, pid and temp paths, so it never meets a system nginx.
 */
export function startNginx({ dir, root, port }: { dir: string; root: string; port: number }): { stop: () => void } {
  const base = resolve(dir)
  mkdirSync(join(base, 'temp'), { recursive: true })
  const config = join(base, 'nginx.conf')
  writeFileSync(
    config,
    `worker_processes 1;
pid ${base}/nginx.pid;
error_log ${base}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${base}/temp/body;
  proxy_temp_path ${base}/temp/proxy;
  fastcgi_temp_path ${base}/temp/fastcgi;
  uwsgi_temp_path ${base}/temp/uwsgi;
  scgi_temp_path ${base}/temp/scgi;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  default_type text/html;
  server {
    listen 127.0.0.1:${port};
    root ${resolve(root)};
    gzip_static on;
  }
}
`,
  )
  const started = spawnSync('nginx', ['-c', config, '-p', base, '-e', join(base, 'error.log')], { encoding: 'utf8' })
  if (started.status !== 0) throw new Error(`nginx did not start: ${started.stderr}`)
  return {
    stop: () => {
      const pid = Number(readFileSync(join(base, 'nginx.pid'), 'utf8'))
      process.kill(pid, 'SIGQUIT')
    },
  }
}

/** Installs nginx and wrk from Debian's packages when missing (as root), or says how. */
export function ensureTools(): void {
  const missing = ['nginx', 'wrk'].filter((tool) => spawnSync('sh', ['-c', `command -v ${tool} || test -x /usr/sbin/${tool}`]).status !== 0)
  if (missing.length === 0) return
  if (process.getuid?.() !== 0) {
    console.error(`npm run bench needs ${missing.join(' and ')}. Install with:  sudo apt-get install -y ${missing.join(' ')}`)
    process.exit(2)
  }
  console.log(`Installing ${missing.join(' and ')} from Debian's packages...`)
  const policy = '/usr/sbin/policy-rc.d'
  // A policy-rc.d answering 101 keeps the package from starting the system's own nginx.
  const hadPolicy = spawnSync('test', ['-e', policy]).status === 0
  if (!hadPolicy) writeFileSync(policy, '#!/bin/sh\nexit 101\n', { mode: 0o755 })
  try {
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
    for (const args of [['update', '-qq'], ['install', '-y', '-qq', '--no-install-recommends', ...missing]]) {
      const result = spawnSync('apt-get', args, { stdio: 'inherit', env })
      if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed`)
    }
  } finally {
    if (!hadPolicy) spawnSync('rm', ['-f', policy])
  }
}
