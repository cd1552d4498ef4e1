import { spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

/**
 * An nginx of our own (its own config, pid and temp paths under `dir`, so it never meets a system
 * nginx) with one server block: the bench's gzip_static reference, or the scale-out test's proxy.
 */
export function startNginx({ dir, port, server, http = '' }: { dir: string; port: number } & NginxSite): { stop: () => void } {
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
  ${http}
  server {
    listen 127.0.0.1:${port};
    ${server}
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

/** What the one server block does, and any blocks it needs beside it (an upstream). */
export interface NginxSite {
  server: string
  http?: string
}

/** Serves a directory, sending `<file>.gz` as it is when the client takes gzip. */
export const staticFiles = (root: string): NginxSite => ({ server: `root ${resolve(root)};\n    gzip_static on;` })

/** Round-robin over upstream servers, as a load balancer in front of several server processes would. */
export function roundRobin(upstreams: string[]): NginxSite {
  return {
    http: `upstream quota_upstream {\n    ${upstreams.map((upstream) => `server ${upstream};`).join('\n    ')}\n    keepalive 8;\n  }`,
    server: `location / {
      proxy_pass http://quota_upstream;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
    }`,
  }
}

/** Installs the tools (nginx, wrk) from Debian's packages when missing (as root), or says how. */
export function ensureTools(tools: string[] = ['nginx', 'wrk']): void {
  const missing = tools.filter((tool) => spawnSync('sh', ['-c', `command -v ${tool} || test -x /usr/sbin/${tool}`]).status !== 0)
  if (missing.length === 0) return
  if (process.getuid?.() !== 0) {
    throw new Error(`${missing.join(' and ')} missing. Install with:  sudo apt-get install -y ${missing.join(' ')}`)
  }
  console.log(`Installing ${missing.join(' and ')} from Debian's packages...`)
  const policy = '/usr/sbin/policy-rc.d'
  // A policy-rc.d answering 101 keeps the package from starting the system's own nginx.
  const hadPolicy = spawnSync('test', ['-e', policy]).status === 0
  if (!hadPolicy) writeFileSync(policy, '#!/bin/sh\nexit 101\n', { mode: 0o755 })
  try {
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
    for (const args of [
      ['update', '-qq'],
      ['install', '-y', '-qq', '--no-install-recommends', ...missing],
    ]) {
      const result = spawnSync('apt-get', args, { stdio: 'inherit', env })
      if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed`)
    }
  } finally {
    if (!hadPolicy) spawnSync('rm', ['-f', policy])
  }
}
