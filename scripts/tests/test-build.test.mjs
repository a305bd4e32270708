// The shared test build's copies and its cache across checkouts (scripts/lib/test-build.mjs), on a
// made-up build folder: what is copied, what is left out, and what is rewritten for another checkout.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { copyBuild, restoreFromCache, saveToCache } from '../lib/test-build.mjs'

const dirs = []
const tmp = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'test-build-'))
  dirs.push(d)
  return d
}
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true })
})

/** A build folder as `next build` leaves it in checkout `checkout`, under apps/site/<name>. */
function fakeBuild(checkout, name, hash) {
  const dist = path.join(checkout, 'apps', 'site', name)
  fs.mkdirSync(path.join(dist, 'server', 'app'), { recursive: true })
  fs.mkdirSync(path.join(dist, 'cache', 'images'), { recursive: true })
  fs.mkdirSync(path.join(dist, 'node_modules'), { recursive: true })
  fs.mkdirSync(path.join(checkout, 'node_modules', 'sharp'), { recursive: true })
  fs.writeFileSync(path.join(checkout, 'node_modules', 'sharp', 'index.js'), 'sharp')
  fs.writeFileSync(path.join(dist, 'BUILD_ID'), 'b1')
  fs.writeFileSync(path.join(dist, 'SOURCE_HASH'), hash)
  fs.writeFileSync(path.join(dist, 'server', 'app', 'en.html'), '<p>home</p>')
  fs.writeFileSync(path.join(dist, 'cache', 'images', 'big.webp'), 'x'.repeat(1000))
  const rooted = JSON.stringify({
    appDir: path.join(checkout, 'apps/site'),
    config: { outputFileTracingRoot: checkout },
  })
  fs.writeFileSync(path.join(dist, 'required-server-files.json'), rooted)
  fs.writeFileSync(path.join(dist, 'required-server-files.js'), `self.__SERVER_FILES_MANIFEST=${rooted}`)
  // Next.js's links to packages it keeps external, relative as it writes them
  fs.symlinkSync('../../../../node_modules/sharp', path.join(dist, 'node_modules', 'sharp-1a2b'))
  return dist
}

describe('the shared test build', () => {
  it('is copied without its cache folder, its package links still relative and still working', () => {
    const checkout = tmp()
    const dist = fakeBuild(checkout, '.next-test', 'aaaaaaaaaaaaaaaa')
    const copy = path.join(checkout, 'apps', 'site', '.next-test-e2e')
    copyBuild(dist, copy)
    expect(fs.readFileSync(path.join(copy, 'server', 'app', 'en.html'), 'utf8')).toBe('<p>home</p>')
    expect(fs.existsSync(path.join(copy, 'cache'))).toBe(false)
    expect(fs.readlinkSync(path.join(copy, 'node_modules', 'sharp-1a2b'))).toBe('../../../../node_modules/sharp')
    expect(fs.readFileSync(path.join(copy, 'node_modules', 'sharp-1a2b', 'index.js'), 'utf8')).toBe('sharp')
    // a page the copy regenerates does not reach the shared build
    fs.writeFileSync(path.join(copy, 'server', 'app', 'en.html'), '<p>edited by a test</p>')
    expect(fs.readFileSync(path.join(dist, 'server', 'app', 'en.html'), 'utf8')).toBe('<p>home</p>')
  })

  it('comes back from the cache in another checkout naming that checkout, and the cache keeps the newest three', () => {
    const cache = tmp()
    const first = tmp()
    const kept = saveToCache(cache, fakeBuild(first, '.next-test', 'aaaaaaaaaaaaaaaa'), first)
    expect(path.basename(kept)).toBe('aaaaaaaaaaaaaaaa')
    expect(fs.existsSync(path.join(kept, 'cache'))).toBe(false)

    const second = tmp() // a fresh clone elsewhere
    fs.mkdirSync(path.join(second, 'node_modules', 'sharp'), { recursive: true })
    fs.writeFileSync(path.join(second, 'node_modules', 'sharp', 'index.js'), 'sharp 2')
    const dist = path.join(second, 'apps', 'site', '.next-test')
    restoreFromCache(kept, dist, second)
    expect(fs.readFileSync(path.join(dist, 'SOURCE_HASH'), 'utf8')).toBe('aaaaaaaaaaaaaaaa')
    expect(fs.existsSync(path.join(dist, 'ROOT'))).toBe(false)
    for (const f of ['required-server-files.json', 'required-server-files.js']) {
      const text = fs.readFileSync(path.join(dist, f), 'utf8')
      expect(text).toContain(JSON.stringify(second))
      expect(text).not.toContain(first)
    }
    expect(fs.readFileSync(path.join(dist, 'node_modules', 'sharp-1a2b', 'index.js'), 'utf8')).toBe('sharp 2')

    // used longest ago first: aaaa (10 s ago), then bbbb, cccc, dddd; eeee is saved now
    const ago = (dir, s) => fs.utimesSync(dir, new Date(Date.now() - s * 1000), new Date(Date.now() - s * 1000))
    ago(kept, 10)
    for (const [i, hash] of ['bbbbbbbbbbbbbbbb', 'cccccccccccccccc', 'dddddddddddddddd'].entries())
      ago(saveToCache(cache, fakeBuild(tmp(), '.next-test', hash)), 4 - i)
    saveToCache(cache, fakeBuild(tmp(), '.next-test', 'eeeeeeeeeeeeeeee'))
    expect(fs.readdirSync(cache).sort()).toEqual(['cccccccccccccccc', 'dddddddddddddddd', 'eeeeeeeeeeeeeeee'])
  })
})
