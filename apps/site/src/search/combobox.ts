/**
 * Suggestions as you type for the header's search box, loaded on its first focus (SearchBoxBoot).
 * The ARIA 1.2 combobox pattern with a listbox popup: the input keeps focus, arrow keys move
 * `aria-activedescendant` through the options, Enter opens the active suggestion (or submits the form
 * to the search page when none is active), Escape closes the list (and clears the box when it is closed).
 * Requests wait for a pause in typing (debounced) and a newer one cancels the one still running.
 */

const DEBOUNCE_MS = 150
const MIN_CHARS = 2

interface Suggestion {
  title: string
  url: string
  collection: string
}

/** The box's data attribute as JSON, or `fallback` (an older page's box without it). */
function dataJson<T>(input: HTMLInputElement, name: string, fallback: T): T {
  try {
    return (JSON.parse(input.dataset[name] ?? '') as T) ?? fallback
  } catch {
    return fallback
  }
}

export function attachCombobox(input: HTMLInputElement): () => void {
  if (input.dataset.searchAttached) return () => {}
  input.dataset.searchAttached = '1'
  const list = document.getElementById(input.getAttribute('aria-controls') ?? '') as HTMLUListElement | null
  const status = input.form?.querySelector<HTMLElement>('[data-search-status]') ?? null
  if (!list) return () => {}
  const endpoint = input.dataset.searchSuggest || '/api/search/suggest'
  const locale = input.dataset.searchLocale || document.documentElement.lang || 'en'
  // The page language's texts, formatted by the server (SearchBox.tsx): kinds, and "n suggestions" for n = 1, 2, ...
  const kinds = dataJson<Record<string, string>>(input, 'searchKinds', {})
  const counts = dataJson<string[]>(input, 'searchCounts', [])
  const countText = (n: number) => counts[n - 1] ?? String(n)

  let items: Suggestion[] = []
  let active = -1
  let timer: ReturnType<typeof setTimeout> | undefined
  let running: AbortController | undefined
  let lastAsked = ''

  const optionId = (i: number) => `${list.id}-${i}`

  function render() {
    list!.replaceChildren(
      ...items.map((s, i) => {
        const li = document.createElement('li')
        li.id = optionId(i)
        li.setAttribute('role', 'option')
        li.setAttribute('aria-selected', String(i === active))
        li.className = 'site-search__option'
        li.dataset.url = s.url
        const title = document.createElement('span')
        title.textContent = s.title
        const kind = document.createElement('span')
        kind.className = 'site-search__kind'
        kind.textContent = kinds[s.collection] ?? ''
        li.append(title, kind)
        // mousedown, not click: the input must not lose focus (and close the list) first
        li.addEventListener('mousedown', (e) => {
          e.preventDefault()
          go(i)
        })
        return li
      }),
    )
  }

  function open(next: Suggestion[]) {
    items = next
    active = -1
    input.removeAttribute('aria-activedescendant')
    render()
    const shown = items.length > 0
    list!.hidden = !shown
    input.setAttribute('aria-expanded', String(shown))
    if (status) status.textContent = shown ? countText(items.length) : ''
  }

  function close() {
    list!.hidden = true
    input.setAttribute('aria-expanded', 'false')
    input.removeAttribute('aria-activedescendant')
    active = -1
  }

  function move(to: number) {
    if (!items.length) return
    active = (to + items.length) % items.length
    for (const [i, li] of [...list!.children].entries()) li.setAttribute('aria-selected', String(i === active))
    input.setAttribute('aria-activedescendant', optionId(active))
    list!.children[active]?.scrollIntoView?.({ block: 'nearest' })
  }

  function go(i: number) {
    const s = items[i]
    if (!s) return
    close()
    window.location.assign(s.url)
  }

  async function ask(q: string) {
    running?.abort()
    const controller = new AbortController()
    running = controller
    lastAsked = q
    try {
      const params = new URLSearchParams({ q, locale })
      const res = await fetch(`${endpoint}?${params}`, {
        signal: controller.signal,
        headers: { accept: 'application/json' },
      })
      if (!res.ok) return
      const body = (await res.json()) as { suggestions?: Suggestion[] }
      // a stale answer (the box changed meanwhile) is dropped
      if (controller.signal.aborted || input.value.trim() !== q) return
      if (document.activeElement === input) open(body.suggestions ?? [])
    } catch {
      // aborted or offline: the form still works
    } finally {
      if (running === controller) running = undefined
    }
  }

  function onInput() {
    clearTimeout(timer)
    const q = input.value.trim()
    if (q.length < MIN_CHARS) {
      running?.abort()
      lastAsked = ''
      open([])
      return
    }
    if (q === lastAsked && items.length) return
    timer = setTimeout(() => void ask(q), DEBOUNCE_MS)
  }

  function onKeydown(e: KeyboardEvent) {
    const expanded = !list!.hidden
    if (e.key === 'ArrowDown') {
      e.preventDefault()
      if (!expanded && items.length) {
        list!.hidden = false
        input.setAttribute('aria-expanded', 'true')
      }
      move(active + 1)
    } else if (e.key === 'ArrowUp') {
      e.preventDefault()
      if (expanded) move(active - 1)
    } else if (e.key === 'Enter') {
      if (expanded && active >= 0) {
        e.preventDefault()
        go(active)
      }
    } else if (e.key === 'Escape') {
      if (expanded) {
        e.preventDefault()
        close()
      } else if (input.value) {
        e.preventDefault()
        input.value = ''
        open([])
      }
    }
  }

  const onBlur = () => close()
  input.addEventListener('input', onInput)
  input.addEventListener('keydown', onKeydown)
  input.addEventListener('blur', onBlur)
  if (input.value.trim().length >= MIN_CHARS) onInput()
  return () => {
    clearTimeout(timer)
    running?.abort()
    input.removeEventListener('input', onInput)
    input.removeEventListener('keydown', onKeydown)
    input.removeEventListener('blur', onBlur)
    delete input.dataset.searchAttached
  }
}
