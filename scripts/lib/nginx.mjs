// nginx in front of site instances and gateway nodes, with the repository's production configuration
// (deploy/nginx/site.conf), for `npm run cluster`, the topology test and the benchmarks.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { root } from './env.mjs'

const CANDIDATES = ['/usr/sbin/nginx', '/usr/bin/nginx']
const found = () => CANDIDATES.find((p) => fs.existsSync(p)) ?? null

/**
 * The nginx binary: Debian's `nginx-light`, installed with apt-get when missing and this process may
 * (root), as the tests install chromium. Throws, saying how to install it, when it cannot.
 */
export function nginxBin({ install = true, say = (msg) => console.error(msg) } = {}) {
  if (found()) return found()
  const isRoot = process.getuid?.() === 0
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0
  if (install && isRoot && hasApt) {
    say("nginx is not installed: installing Debian's nginx-light with apt-get (about 20 s)")
    let r = spawnSync('apt-get', ['install', '-y', '-qq', 'nginx-light'], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    })
    if (r.status !== 0 || !found()) {
      spawnSync('apt-get', ['update', '-qq'], { stdio: ['ignore', 'ignore', 'inherit'] })
      r = spawnSync('apt-get', ['install', '-y', '-qq', 'nginx-light'], {
        stdio: ['ignore', 'ignore', 'inherit'],
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      })
    }
    if (found()) return found()
  }
  throw new Error(
    'nginx is needed and is not installed: run `sudo apt-get install -y nginx-light` (Debian/Ubuntu), then try again',
  )
}

const servers = (hosts) => hosts.map((h) => `server ${h} max_fails=1 fail_timeout=10s;`).join('\n  ')

/** The directives of site.conf's `location / {` block that make the page micro-cache. */
const PAGE_CACHE_LINE = /^\s*(proxy_cache(_[a-z_]+)?|proxy_no_cache|proxy_ignore_headers|add_header\s+X-Cache)\s/

/**
 * site.conf without the page micro-cache: the cache directives of the `location / {` block are left
 * out, so every page request reaches a site instance. `/_next/static/` stays cached (immutable build
 * assets, not what a page costs). Throws when the block or its `proxy_cache site;` is not found, so an
 * edit of site.conf cannot leave the cache on unnoticed.
 */
function withoutPageCache(lines) {
  const start = lines.findIndex((l) => /^\s*location\s+\/\s*\{/.test(l))
  const end = start < 0 ? -1 : lines.findIndex((l, i) => i > start && /^\s*\}/.test(l))
  if (start < 0 || end < 0 || !lines.slice(start, end).some((l) => /^\s*proxy_cache\s+site;/.test(l)))
    throw new Error(
      'deploy/nginx/site.conf: no `location / {` block with `proxy_cache site;` to turn the micro-cache off in',
    )
  const body = lines.slice(start + 1, end).filter((l) => !PAGE_CACHE_LINE.test(l))
  while (body.length && !body.at(-1).trim()) body.pop()
  return [
    ...lines.slice(0, start + 1),
    ...body,
    '    # page micro-cache off (writeNginxConf microCache: false)',
    ...lines.slice(end),
  ]
}

/**
 * A whole nginx.conf (in `work`) around deploy/nginx/site.conf.
 * @param {{ work: string, listen: string, sites: string[], gateways: string[], extraServers?: string, microCache?: boolean }} o
 *   sites / gateways: host:port of each upstream; microCache false: pages are not cached by nginx
 *   (`location /` without its proxy_cache directives; `/_next/static/` is still cached)
 */
export function writeNginxConf({ work, listen, sites, gateways, extraServers = '', microCache = true }) {
  fs.mkdirSync(work, { recursive: true })
  fs.chmodSync(work, 0o755) // nginx's workers (user root here) write the cache and temp files there
  const fill = (line) =>
    line.trimStart().startsWith('#') // the file's comments name the placeholders too
      ? line
      : line
          .replaceAll('{{SITE_SERVERS}}', servers(sites))
          .replaceAll('{{GATEWAY_SERVERS}}', servers(gateways))
          .replaceAll('{{CACHE_DIR}}', path.join(work, 'cache'))
          .replaceAll('{{LISTEN}}', listen)
  const lines = fs.readFileSync(path.join(root, 'deploy/nginx/site.conf'), 'utf8').split('\n').map(fill)
  const site = (microCache ? lines : withoutPageCache(lines)).join('\n')
  const user = process.getuid?.() === 0 ? 'user root;' : ''
  const conf = `${user}
worker_processes 1;
pid ${work}/nginx.pid;
error_log ${work}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${work}/body; proxy_temp_path ${work}/proxy; fastcgi_temp_path ${work}/fcgi; uwsgi_temp_path ${work}/uwsgi; scgi_temp_path ${work}/scgi;
  types { text/html html; }
  ${site}
  ${extraServers}
}`
  const file = path.join(work, 'nginx.conf')
  fs.writeFileSync(file, conf)
  return file
}

/** Starts nginx in the foreground (its master is the child) with a conf from writeNginxConf. */
export function startNginx(bin, confFile, { stdio = ['ignore', 'ignore', 'inherit'] } = {}) {
  const test = spawnSync(bin, ['-t', '-q', '-c', confFile, '-g', 'daemon off;'], { encoding: 'utf8' })
  if (test.status !== 0) throw new Error(`nginx rejected its configuration (${confFile}): ${test.stderr.trim()}`)
  return spawn(bin, ['-c', confFile, '-g', 'daemon off;'], { stdio })
}
