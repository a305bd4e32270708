'use client'

import { createRoot, type Root as ReactRoot } from 'react-dom/client'
import type { LiveDataSource } from '../data/types'
import { readSettings, type WidgetSettings } from '../settings'
import { LiveMatchWidget } from '../ui/LiveMatchWidget'
import { findMountPoints, LEGACY_ID, MOUNTED_ATTR, type Root } from './selectors'

export interface MountOptions {
  /** Settings for every mount point, below the element's data attributes. Default window.liveWidgetSettings. */
  settings?: WidgetSettings
  /** Gateway used when neither the element nor the settings name one (e.g. the embed script's data-host). */
  host?: string | null
  /** A data source for every widget (tests); default: a shared centrifuge connection. */
  source?: LiveDataSource
}

export interface MountedWidget {
  element: HTMLElement
  settings: WidgetSettings
  unmount: () => void
}

const roots = new WeakMap<HTMLElement, ReactRoot>()

const globalSettings = (): WidgetSettings | undefined =>
  typeof window !== 'undefined' ? window.liveWidgetSettings : undefined

/** Mounts the widget into one element (language and settings from its data attributes). */
export function mountElement(element: HTMLElement, options: MountOptions = {}): MountedWidget {
  const settings = readSettings(element, options.settings ?? globalSettings(), options.host ?? null)
  element.setAttribute(MOUNTED_ATTR, '')
  const root = createRoot(element)
  roots.set(element, root)
  root.render(<LiveMatchWidget settings={settings} source={options.source} />)
  return {
    element,
    settings,
    unmount: () => {
      root.unmount()
      roots.delete(element)
      element.removeAttribute(MOUNTED_ATTR)
    },
  }
}

/**
 * Mounts the widget into every `[data-place="widget-live-match"]` under root and into the legacy
 * `#wgWidgetScreen` container (or `#{mainId}` of the global settings). Elements that already have a
 * widget are skipped, so it is safe to call again after new content arrived.
 */
export function mountAll(root: Root = document, options: MountOptions = {}): MountedWidget[] {
  const legacyId = (options.settings ?? globalSettings())?.mainId || LEGACY_ID
  return findMountPoints(root, legacyId).map((el) => mountElement(el, options))
}
