/**
 * Roboto after the first screen (issue 17). A first visit paints with 'Roboto Fallback' (Arial sized
 * to each weight of Roboto, styles.css) and fetches Roboto's four weights only once the page has
 * loaded and painted, and its hero image with it (on a page with the hero loader, lib/page-scripts.mjs:
 * its 'hero-painted', the moment the scripts start too, at most 1.5 s; document.fonts.load: into the
 * cache, nothing re-laid out), so on a slow
 * connection 66-88 KB of fonts no longer share the bandwidth with the hero image and the scripts.
 * Roboto is then applied (<html class="fonts"> switches --font) at the visitor's first click, tap or
 * key on that page, usually following a link, and from the first paint of every later page in the
 * same tab (sessionStorage remembers they have loaded in this tab). Applying it as soon as it arrived
 * would re-wrap a line here and there: the fallback matches Roboto's average width, not every word's
 * (CLS 0.0001-0.0002 on a guide's byline, a tour's facts).
 * Why per tab and not localStorage: the flag promises that the files are in the HTTP cache, and only a
 * fetch in this tab's session makes that likely. A flag kept from an earlier visit outlives the cache
 * (Lighthouse empties the cache each run but keeps localStorage, and a browser evicts fonts too): the
 * page then applied Roboto at first paint and fetched 66 KB of fonts ahead of the hero image
 * (bench/RESULTS.md, 2026-11-24). A new tab is a first visit: fallback, fonts after load (from the
 * cache when they are still there), Roboto at the first input. A probe of the cache
 * (fetch with cache: 'only-if-cached') would tell, but a miss logs a console error, and it answers
 * after the first paint now and then.
 * An inline script (its hash is in the page's script-src, lib/page-csp.mjs); without JavaScript the
 * page keeps the fallback.
 */
export const LATE_FONTS_SCRIPT =
  "(function(){var d=document.documentElement,k='fonts-loaded',on=function(){d.classList.add('fonts')};" +
  'try{if(sessionStorage.getItem(k)){on();return}}catch(e){}' +
  "function fetchFonts(){var f=getComputedStyle(d).getPropertyValue('--font-roboto').trim();" +
  'if(!f||!document.fonts)return;' +
  "Promise.all([400,500,600,700].map(function(w){return document.fonts.load(w+' 1em '+f)})).then(function(){" +
  "try{sessionStorage.setItem(k,'1')}catch(e){}" +
  "['pointerdown','keydown'].forEach(function(t){addEventListener(t,on,{once:true,capture:true,passive:true})})})}" +
  'function next(){requestAnimationFrame(function(){setTimeout(fetchFonts,0)})}' +
  // A page with the hero loader (lib/page-scripts.mjs, <script id="scripts-after-hero">) waits until it
  // says the hero has been painted ('hero-painted'; the hero's load event comes before its paint, and
  // the fonts then shared the bandwidth with it), or has stopped waiting (1.5 s, an error, a first input);
  // <html data-hero-painted> when that was before the load event. Other pages have no hero to wait for.
  "function late(){if(!document.getElementById('scripts-after-hero')||d.dataset.heroPainted)next();" +
  "else addEventListener('hero-painted',next,{once:true})}" +
  "if(document.readyState==='complete')late();else addEventListener('load',late)})()"

export function LateFonts() {
  return <script dangerouslySetInnerHTML={{ __html: LATE_FONTS_SCRIPT }} />
}
