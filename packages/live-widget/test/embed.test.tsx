// @vitest-environment jsdom
import { act, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mountAll, type MountedWidget } from '../src/embed/mount'
import { lazyMountAll, LAZY_ROOT_MARGIN } from '../src/embed/lazy'
import { fakeSource, flush, item } from './fixtures'

let mounted: MountedWidget[] = []
afterEach(() => {
  act(() => mounted.forEach((m) => m.unmount()))
  mounted = []
  document.body.innerHTML = ''
  delete window.liveWidgetSettings
  localStorage.clear()
  vi.unstubAllGlobals()
})

const liveList = [
  [item('a', 'live', { matchTime: 5, home: { name: 'Lyon', score: 0 }, away: { name: 'Nice', score: 0 } })],
]

describe('mountAll', () => {
  it('mounts into every data-place element and the legacy #wgWidgetScreen, each in its language', async () => {
    document.body.innerHTML = `
      <div data-place="widget-live-match" data-lang="fr" id="one"></div>
      <div data-place="widget-live-match" data-lang="de" id="two"></div>
      <div id="wgWidgetScreen"></div>
      <div id="other"></div>`
    const source = fakeSource(liveList)
    await act(async () => {
      mounted = mountAll(document, { source })
      await flush()
    })
    expect(mounted.map((m) => m.element.id)).toEqual(['one', 'two', 'wgWidgetScreen'])
    expect(document.querySelector('#one .lmw')?.getAttribute('lang')).toBe('fr')
    expect(document.querySelector('#two .lmw')?.getAttribute('lang')).toBe('de')
    expect(document.querySelector('#wgWidgetScreen .lmw')?.getAttribute('lang')).toBe('en')
    expect(document.querySelector('#other')?.innerHTML).toBe('')
    expect(screen.getAllByRole('button', { name: 'Détails du match' })).toHaveLength(1)
    expect(screen.getAllByRole('button', { name: 'Spieldetails' })).toHaveLength(1)
    // A second call mounts nothing twice.
    expect(mountAll(document, { source })).toHaveLength(0)
  })

  it('reads settings from window.liveWidgetSettings below the data attributes', async () => {
    window.liveWidgetSettings = { lang: 'it', emptyText: 'Niente', mainId: 'customBox' }
    document.body.innerHTML = `<div data-place="widget-live-match"></div><div id="customBox" data-lang="ro"></div>`
    const source = fakeSource([[]])
    await act(async () => {
      mounted = mountAll(document, { source })
      await flush()
    })
    expect(mounted).toHaveLength(2)
    expect(mounted[0]?.settings).toMatchObject({ lang: 'it', emptyText: 'Niente' })
    expect(mounted[1]?.settings).toMatchObject({ lang: 'ro' })
    expect(screen.getAllByText('Niente')).toHaveLength(2)
  })

  it('passes the fallback host (the embed script data-host) unless the element names one', () => {
    document.body.innerHTML = `<div data-place="widget-live-match"></div><div data-place="widget-live-match" data-host="https://own.test"></div>`
    const source = fakeSource([[]])
    act(() => {
      mounted = mountAll(document, { source, host: 'https://script.test' })
    })
    expect(mounted.map((m) => m.settings.host)).toEqual(['https://script.test', 'https://own.test'])
  })
})

describe('lazyMountAll', () => {
  function fakeIO() {
    const instances: Array<{
      cb: IntersectionObserverCallback
      options?: IntersectionObserverInit
      observed: Element[]
    }> = []
    class IO {
      observed: Element[] = []
      constructor(
        public cb: IntersectionObserverCallback,
        public options?: IntersectionObserverInit,
      ) {
        instances.push(this)
      }
      observe(el: Element) {
        this.observed.push(el)
      }
      unobserve(el: Element) {
        this.observed = this.observed.filter((e) => e !== el)
      }
      disconnect() {
        this.observed = []
      }
    }
    vi.stubGlobal('IntersectionObserver', IO)
    return instances
  }

  it('does nothing (loads nothing) on a page without a mount point', () => {
    const ios = fakeIO()
    const load = vi.fn()
    lazyMountAll(document, { load })
    expect(ios).toHaveLength(0)
    expect(load).not.toHaveBeenCalled()
  })

  it('imports and mounts the widget only when the mount point nears the viewport (200px)', async () => {
    const ios = fakeIO()
    document.body.innerHTML = `<div data-place="widget-live-match" data-lang="pl"></div>`
    const el = document.querySelector('div') as HTMLElement
    const source = fakeSource(liveList)
    const mod = await import('../src/embed/mount')
    const load = vi.fn(async () => mod)
    const stop = lazyMountAll(document, { load, source })
    expect(LAZY_ROOT_MARGIN).toBe('200px')
    expect(ios[0]?.options?.rootMargin).toBe('200px')
    expect(ios[0]?.observed).toEqual([el])
    expect(load).not.toHaveBeenCalled()
    ios[0]!.cb([{ isIntersecting: false, target: el } as unknown as IntersectionObserverEntry], ios[0] as never)
    expect(load).not.toHaveBeenCalled()
    await act(async () => {
      ios[0]!.cb([{ isIntersecting: true, target: el } as unknown as IntersectionObserverEntry], ios[0] as never)
      await flush()
      await flush()
    })
    expect(load).toHaveBeenCalledTimes(1)
    expect(el.querySelector('.lmw')?.getAttribute('lang')).toBe('pl')
    expect(await screen.findByText('Lyon')).toBeTruthy()
    stop()
    expect(mod.mountAll(document, { source })).toHaveLength(0) // already mounted
  })

  it('loads at once without IntersectionObserver', async () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    document.body.innerHTML = `<div id="wgWidgetScreen"></div>`
    const mod = await import('../src/embed/mount')
    const load = vi.fn(async () => mod)
    await act(async () => {
      lazyMountAll(document, { load, source: fakeSource([[]]) })
      await flush()
    })
    expect(load).toHaveBeenCalledTimes(1)
    expect(document.querySelector('#wgWidgetScreen .lmw')).not.toBeNull()
  })
})

describe('standalone embed script', () => {
  it("LiveWidget.mountAll() called later uses the script's data-host, not the page's origin (issue 13.2)", async () => {
    vi.resetModules()
    const script = document.createElement('script')
    script.dataset.host = 'https://live.script.test'
    Object.defineProperty(document, 'currentScript', { value: script, configurable: true })
    vi.stubGlobal('IntersectionObserver', undefined)
    document.body.innerHTML = ''
    const standalone = await import('../src/embed/standalone')
    Object.defineProperty(document, 'currentScript', { value: null, configurable: true })
    document.body.innerHTML = `<div data-place="widget-live-match"></div><div data-place="widget-live-match" data-host="https://own.test"></div>`
    let mounted: MountedWidget[] = []
    act(() => {
      mounted = standalone.mountAll(document, { source: fakeSource([[]]) })
    })
    expect(mounted.map((m) => m.settings.host)).toEqual(['https://live.script.test', 'https://own.test'])
    act(() => mounted.forEach((m) => m.unmount()))
    vi.unstubAllGlobals()
  })
})
