// Walks the static import graph of an ES module as Node resolves it under the conditions this process
// was started with (node --experimental-import-meta-resolve --conditions=... tla-graph.mjs <entry>...),
// and prints, as one JSON line, every module of it that has a top-level await. CommonJS modules end a
// branch (what they require cannot await at the top level). For the guard in
// scripts/tests/tla.test.mjs: a module with a top-level await below the entry is what lets V8 before
// 12.9 skip a module at start (scripts/lib/node-versions.mjs).
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { parse } from 'acorn'

const FUNCTIONS = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression'])

/** True when the program awaits outside any function (await expressions, for await, await using). */
export function hasTopLevelAwait(node) {
  if (!node || typeof node.type !== 'string') return false
  if (FUNCTIONS.has(node.type)) return false
  if (node.type === 'AwaitExpression') return true
  if (node.type === 'ForOfStatement' && node.await) return true
  if (node.type === 'VariableDeclaration' && node.kind === 'await using') return true
  for (const key of Object.keys(node)) {
    if (key === 'type' || key === 'start' || key === 'end' || key === 'loc') continue
    const v = node[key]
    if (Array.isArray(v)) {
      if (v.some((c) => c && typeof c === 'object' && hasTopLevelAwait(c))) return true
    } else if (v && typeof v === 'object' && hasTopLevelAwait(v)) return true
  }
  return false
}

function packageType(file) {
  for (let dir = path.dirname(file); ; dir = path.dirname(dir)) {
    const pj = path.join(dir, 'package.json')
    if (fs.existsSync(pj)) {
      try {
        return JSON.parse(fs.readFileSync(pj, 'utf8')).type === 'module' ? 'module' : 'commonjs'
      } catch {
        /* a package.json that is not JSON: look further up */
      }
    }
    if (path.dirname(dir) === dir) return 'commonjs'
  }
}

const isEsm = (file) =>
  file.endsWith('.mjs') || (!file.endsWith('.cjs') && /\.js$/.test(file) && packageType(file) === 'module')

/** @returns {{ modules: number, esm: number, withTopLevelAwait: string[] }} */
export function walk(...entryFiles) {
  const seen = new Set()
  const withTla = []
  let esm = 0
  const queue = entryFiles.map((f) => pathToFileURL(path.resolve(f)).href)
  while (queue.length) {
    const url = queue.pop()
    if (seen.has(url) || !url.startsWith('file:')) continue
    seen.add(url)
    const file = fileURLToPath(url)
    if (!isEsm(file)) continue
    esm++
    const ast = parse(fs.readFileSync(file, 'utf8'), {
      ecmaVersion: 'latest',
      sourceType: 'module',
      allowHashBang: true,
    })
    if (hasTopLevelAwait(ast)) withTla.push(file)
    for (const st of ast.body) {
      const source =
        st.type === 'ImportDeclaration' || st.type === 'ExportAllDeclaration' || st.type === 'ExportNamedDeclaration'
          ? st.source?.value
          : undefined
      if (typeof source !== 'string' || source.startsWith('node:')) continue
      let resolved
      try {
        resolved = import.meta.resolve(source, url)
      } catch {
        continue // an optional peer that is not installed: Node would fail there, not stall
      }
      queue.push(resolved)
    }
  }
  return { modules: seen.size, esm, withTopLevelAwait: withTla }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(JSON.stringify(walk(...process.argv.slice(2))))
}
