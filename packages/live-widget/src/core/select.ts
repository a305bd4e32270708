import { STORAGE_KEY_MATCH_SLUG } from './constants'
import { listMatches, type MatchList } from './match'
import { isInPlayStage, isSelectableStage } from './stages'

/** The part of window.localStorage the selection needs (injected). */
export interface SlugStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

export interface Selection {
  /** Slug of the match to show, or null when there is none to show (yet). */
  slug: string | null
  /** The data must be fetched again (case 2 of SPEC). */
  refetch: boolean
  /** Which rule of SPEC decided: 'keep' | 'switch' (case 1), 'refetch' (case 2), 'pick' | 'none' (case 3). */
  reason: 'keep' | 'switch' | 'refetch' | 'pick' | 'none'
}

export interface SelectDeps {
  storage: SlugStorage
  /** Resets the 10-minute auto-refresh timer; called on every selection. */
  resetRefresh: () => void
}

function safeGet(storage: SlugStorage): string | null {
  try {
    return storage.getItem(STORAGE_KEY_MATCH_SLUG)
  } catch {
    return null
  }
}
function safeSet(storage: SlugStorage, slug: string | null): void {
  try {
    if (slug === null) storage.removeItem(STORAGE_KEY_MATCH_SLUG)
    else storage.setItem(STORAGE_KEY_MATCH_SLUG, slug)
  } catch {
    /* storage may be unavailable (private mode, sandboxed iframe) */
  }
}

/** Works out the match to show (SPEC section 4, "Selecting the match to show"). */
export function selectMatch(list: MatchList, deps: SelectDeps): Selection {
  deps.resetRefresh()
  const matches = listMatches(list)
  const firstInPlay = matches.find((m) => isInPlayStage(m.stage))
  const stored = safeGet(deps.storage)

  if (stored) {
    const current = list.bySlug[stored]
    if (current && isSelectableStage(current.stage)) {
      // Case 1: keep it, unless it is not in play and another match is.
      if (!isInPlayStage(current.stage) && firstInPlay && firstInPlay.slug !== stored) {
        safeSet(deps.storage, null)
        return { slug: firstInPlay.slug, refetch: false, reason: 'switch' }
      }
      return { slug: stored, refetch: false, reason: 'keep' }
    }
    // Case 2: the stored match is gone or over: refetch and forget it.
    safeSet(deps.storage, null)
    return { slug: null, refetch: true, reason: 'refetch' }
  }

  // Case 3: first in-play match, else the first in play / results_only / plan; store it.
  const pick = firstInPlay ?? matches.find((m) => isSelectableStage(m.stage))
  if (!pick) return { slug: null, refetch: false, reason: 'none' }
  safeSet(deps.storage, pick.slug)
  return { slug: pick.slug, refetch: false, reason: 'pick' }
}
