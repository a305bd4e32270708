/**
 * Runs `work` in a task of its own, after the current one (issue 17). React runs every component's
 * effects of the first render in one task after hydration: on a guide that was the config fetch and
 * import of the live widget's loader, the account popup's two fetches, the consent, the compare list and
 * the chat's settings together, 100-160 ms on a phone-class CPU, one long task that delays the first tap.
 * Effects that need not act in that very task start their work with `useEffect(() => later(...), [])`;
 * each becomes a short task the browser can fit an input between. Returns the effect's cleanup: it
 * cancels the work not yet run, or calls the cleanup the work returned.
 */
export function later(work: () => void | (() => void)): () => void {
  let cleanup: void | (() => void)
  let ran = false
  const id = setTimeout(() => {
    ran = true
    cleanup = work()
  }, 0)
  return () => {
    if (!ran) clearTimeout(id)
    else if (cleanup) cleanup()
  }
}
