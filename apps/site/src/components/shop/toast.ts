let timer: ReturnType<typeof setTimeout> | undefined

/** A short on-page message in a polite live region, hidden again after 3000 ms (SPEC 4 "Toast"). */
export function toast(text: string): void {
  let el = document.querySelector<HTMLElement>('[data-shop-toast]')
  if (!el) {
    el = document.createElement('div')
    el.setAttribute('data-shop-toast', '')
    el.setAttribute('role', 'status')
    el.className = 'shop-toast'
    document.body.appendChild(el)
  }
  el.textContent = text
  el.classList.add('is-shown')
  clearTimeout(timer)
  timer = setTimeout(() => el!.classList.remove('is-shown'), 3000)
}
