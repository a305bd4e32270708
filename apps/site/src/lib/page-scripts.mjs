// The hero image first, then the scripts (issue 17), applied by server.mjs as a page goes out.
//
// Next.js writes its chunk scripts as `<script src async>` in the head, so each one runs as soon as it
// arrives, and on a phone's slower CPU the framework's ~150 KB run before the frame that shows the
// hero image: measured in Lighthouse's traces, the image had arrived but waited ~1 s of "render delay"
// behind them (LCP 1.9-2.6 s against a 2.0 s budget). A page whose first screen has an image marked
// fetchpriority="high" (components/Media.tsx, `priority`) gets, in their place, one small inline
// script at the end of the body that adds the same scripts, in the same order, once that image has
// loaded and a frame has been painted with it, or after HERO_WAIT_MS at most (a slow or broken image
// must not keep the page from working), or at the visitor's first press or key, whichever comes first. The page is server-rendered, so links, text and images work
// before; the scripts bring the interactive parts, now a frame later. Measured in one run (same
// build, 3 Lighthouse runs each): LCP 2,580 -> 1,087 ms on home, 1,928 -> 1,420 ms on a guide,
// 2,488 -> 1,088 ms on a tour, TBT lower too. Keeping the chunks as low-priority preloads in the head
// instead was worse (2.1-2.3 s): their downloads shared the bandwidth with the hero image.
// A page without such an image (the cart, search, a page with no hero) is left exactly as it is.

/** Next.js's chunk tags as it writes them (app router, no assetPrefix). */
const CHUNK_TAG = /<script src="(\/_next\/static\/chunks\/[\w.~-]+\.js)" async=""><\/script>/g
/** Its low-priority preload of the route's chunk, which the chunk's own tag repeats. */
const CHUNK_PRELOAD =
  /<link rel="preload" as="script" fetchPriority="low" href="(\/_next\/static\/chunks\/[\w.~-]+\.js)"\/>/g
const HERO = /<img\b[^>]*\bfetchpriority="high"/i
/** The hero image's Element Timing name, which the loader waits for. */
const HERO_ID = 'hero'

/** The loader's id: how a test (tests/e2e/fixtures.ts) or a script tells a page that has it. */
export const LOADER_ID = 'scripts-after-hero'

/**
 * The event the loader sends on window when its wait is over (the hero painted, HERO_WAIT_MS, the
 * image's error, the first press or key), just before it starts the scripts; it also sets
 * <html data-hero-painted="1">, for a script that looks later. LateFonts waits for the same moment.
 */
export const HERO_EVENT = 'hero-painted'

/** The longest the scripts wait for the hero image. */
export const HERO_WAIT_MS = 1500

/**
 * The loader: `srcs` as async scripts once the first `img[fetchpriority=high]` has been painted, after
 * `wait` ms, at once if it fails, or at the first pointerdown or keydown. "Painted" is the image's
 * Element Timing entry where the browser has it (Chromium: the frame with the image was presented,
 * which is what LCP counts; the rewrite marks the image `elementtiming="hero"`), else the image
 * decoded and two frames later. Then it sends HERO_EVENT and records it. Plain ES5, no globals; its
 * text is fixed per list of chunks, so the page policy hashes it like any other inline script
 * (lib/page-csp.mjs). Its tag has the id LOADER_ID.
 */
export const heroLoader = (srcs, wait = HERO_WAIT_MS) =>
  `<script id="${LOADER_ID}">(function(){var d=document,w=window,s=${JSON.stringify(srcs).replace(/</g, '\\u003c')},done=0;` +
  `function go(){if(done)return;done=1;d.documentElement.dataset.heroPainted="1";w.dispatchEvent(new Event("${HERO_EVENT}"));for(var k=0;k<s.length;k++){var e=d.createElement("script");e.src=s[k];e.async=true;d.head.appendChild(e)}}` +
  `var i=d.querySelector("img[fetchpriority=high]");if(!i||(i.complete&&!i.naturalWidth)){go();return}` +
  `var P=w.PerformanceObserver,t=(P&&P.supportedEntryTypes)||[];` +
  `if(t.indexOf("element")>=0)new P(function(l){var e=l.getEntries();for(var k=0;k<e.length;k++)if(e[k].identifier==="${HERO_ID}")go()}).observe({type:"element",buffered:true});` +
  `else{var f=function(){requestAnimationFrame(function(){requestAnimationFrame(go)})},c=function(){i.decode?i.decode().then(f,f):f()};if(i.complete)c();else i.addEventListener("load",c)}` +
  `i.addEventListener("error",go);setTimeout(go,${wait});` +
  `var o={capture:true,once:true,passive:true},v=["pointerdown","keydown"];for(var j=0;j<v.length;j++)w.addEventListener(v[j],go,o)})()</script>`

/** The page with its chunk scripts behind the hero image, or the same string when there is nothing to do. */
export function scriptsAfterHero(html, { wait = HERO_WAIT_MS } = {}) {
  if (typeof html !== 'string' || !HERO.test(html) || !html.includes('</body>')) return html
  const srcs = []
  const moved = html.replace(CHUNK_TAG, (_tag, src) => {
    srcs.push(src)
    return ''
  })
  if (!srcs.length) return html
  const rest = moved
    .replace(CHUNK_PRELOAD, (tag, src) => (srcs.includes(src) ? '' : tag))
    .replace(HERO, (tag) => (/\belementtiming=/i.test(tag) ? tag : `${tag} elementtiming="${HERO_ID}"`))
  const end = rest.lastIndexOf('</body>')
  return rest.slice(0, end) + heroLoader(srcs, wait) + rest.slice(end)
}
