/**
 * Entry of dist/embed.js: one script tag shows the widget on any website.
 *   <div data-place="widget-live-match" data-lang="en"></div>
 *   <script src="https://site.example/live-widget/embed.js" data-host="https://live.example" defer></script>
 * The gateway comes from the element's data-host, else the script's data-host, else
 * window.liveWidgetSettings.host. Each widget is mounted when it nears the viewport.
 */
import * as mountModule from './mount'
import { mountAll as mountAllWith, mountElement as mountElementWith, type MountOptions } from './mount'
import { lazyMountAll } from './lazy'

const script = typeof document !== 'undefined' ? (document.currentScript as HTMLScriptElement | null) : null
const scriptHost = script?.dataset.host ?? null

// The same watcher as the site's loader (lazy.ts), with the widget's code already in this file.
const start = (): void => void lazyMountAll(document, { host: scriptHost, load: () => Promise.resolve(mountModule) })

/**
 * Also usable by hand: LiveWidget.mountAll(), e.g. after content was added to the page. Both use
 * the script's data-host unless the element or the options name a gateway.
 */
export const mountAll = (root?: Parameters<typeof mountAllWith>[0], options: MountOptions = {}) =>
  mountAllWith(root, { host: scriptHost, ...options })
export const mountElement = (element: HTMLElement, options: MountOptions = {}) =>
  mountElementWith(element, { host: scriptHost, ...options })
export const host = scriptHost

if (typeof document !== 'undefined') {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true })
  else start()
}
