import * as anchors from './anchors'
import * as animations from './animations'
import * as floats from './floats'
import * as hashLinks from './hash-links'
import * as languageHint from './language-hint'
import * as loaded from './loaded'
import type { PageConfig } from './page-config'
import * as protection from './protection'
import * as scrollTop from './scroll-top'
import * as toc from './toc'

type Behaviour = [name: string, mod: { init: (cfg: PageConfig) => () => void }, wanted: boolean]

/** Lists the started behaviours on <html data-behaviours="..."> (what tests and debugging wait for). */
export const started = (name: string, on: boolean) => {
  const list = new Set((document.documentElement.dataset.behaviours ?? '').split(' ').filter(Boolean))
  if (on) list.add(name)
  else list.delete(name)
  document.documentElement.dataset.behaviours = [...list].join(' ')
}

/** Starts the wanted behaviours; the returned function stops them all. */
function start(cfg: PageConfig, list: Behaviour[]): () => void {
  const offs = list
    .filter(([, , wanted]) => wanted)
    .map(([name, mod]) => {
      const off = mod.init(cfg)
      started(name, true)
      return () => {
        off()
        started(name, false)
      }
    })
  return () => offs.forEach((off) => off())
}

/** Behaviours that listen on the whole document: started once per document. */
export function startDocument(cfg: PageConfig): () => void {
  const b = cfg.behaviours
  return start(cfg, [
    ['scroll-top', scrollTop, b.scrollTop.enabled],
    ['protection', protection, b.protection.enabled],
    ['anchors', anchors, b.anchors.enabled],
    ['hash-links', hashLinks, b.hashLinks.enabled],
    ['language-hint', languageHint, true],
    ['language-links', { init: languageHint.initLinks }, true],
    ['floats', floats, true],
  ])
}

/** Behaviours bound to the page's elements: started on every page, client-side navigations included. */
export function startPage(cfg: PageConfig): () => void {
  const b = cfg.behaviours
  return start(cfg, [
    ['loaded', loaded, true],
    ['toc', toc, b.toc.enabled && document.querySelector('[data-toc]') !== null],
    ['animations', animations, b.animations.enabled && document.querySelector('[data-animate]') !== null],
  ])
}
