import { describe, expect, it, vi } from 'vitest'
import { normalizeList } from '../src/core/match'
import { selectMatch } from '../src/core/select'
import { fakeLogger, fakeStorage, item } from './fixtures'

const list = (...items: ReturnType<typeof item>[]) => normalizeList(items, fakeLogger())

describe('selecting the match to show (SPEC 4)', () => {
  it('case 1: keeps a stored in-play match', () => {
    const storage = fakeStorage({ matchSlug: 'b' })
    const reset = vi.fn()
    const s = selectMatch(list(item('a', 'live'), item('b', 'halftime')), { storage, resetRefresh: reset })
    expect(s).toEqual({ slug: 'b', refetch: false, reason: 'keep' })
    expect(storage.data.get('matchSlug')).toBe('b')
    expect(reset).toHaveBeenCalledTimes(1)
  })

  it.each(['plan', 'results_only'])('case 1: keeps a stored %s match when nothing is in play', (stage) => {
    const storage = fakeStorage({ matchSlug: 'b' })
    const s = selectMatch(list(item('a', 'finished'), item('b', stage)), { storage, resetRefresh: () => {} })
    expect(s.slug).toBe('b')
    expect(s.reason).toBe('keep')
    expect(storage.data.get('matchSlug')).toBe('b')
  })

  it.each(['plan', 'results_only'])(
    'case 1: switches from a stored %s match to the in-play one and clears the slug',
    (stage) => {
      const storage = fakeStorage({ matchSlug: 'b' })
      const s = selectMatch(list(item('b', stage), item('c', 'plan'), item('a', 'pause')), {
        storage,
        resetRefresh: () => {},
      })
      expect(s).toEqual({ slug: 'a', refetch: false, reason: 'switch' })
      expect(storage.data.has('matchSlug')).toBe(false)
    },
  )

  it.each(['finished', 'cancelled', 'postponed', 'finished_penalty', 'abandoned'])(
    'case 2: a stored %s match asks for a refetch and clears the slug',
    (stage) => {
      const storage = fakeStorage({ matchSlug: 'b' })
      const reset = vi.fn()
      const s = selectMatch(list(item('a', 'live'), item('b', stage)), { storage, resetRefresh: reset })
      expect(s).toEqual({ slug: null, refetch: true, reason: 'refetch' })
      expect(storage.data.has('matchSlug')).toBe(false)
      expect(reset).toHaveBeenCalledTimes(1)
    },
  )

  it('case 2: a stored slug that is not in the list asks for a refetch', () => {
    const storage = fakeStorage({ matchSlug: 'gone' })
    expect(selectMatch(list(item('a', 'live')), { storage, resetRefresh: () => {} }).refetch).toBe(true)
    expect(storage.data.has('matchSlug')).toBe(false)
  })

  it('case 3: picks the first in-play match and stores it', () => {
    const storage = fakeStorage()
    const reset = vi.fn()
    const s = selectMatch(list(item('p', 'plan'), item('r', 'results_only'), item('a', 'live'), item('b', 'live')), {
      storage,
      resetRefresh: reset,
    })
    expect(s).toEqual({ slug: 'a', refetch: false, reason: 'pick' })
    expect(storage.data.get('matchSlug')).toBe('a')
    expect(reset).toHaveBeenCalledTimes(1)
  })

  it('case 3: otherwise the first in-play/results_only/plan match', () => {
    const storage = fakeStorage()
    const s = selectMatch(list(item('f', 'finished'), item('r', 'results_only'), item('p', 'plan')), {
      storage,
      resetRefresh: () => {},
    })
    expect(s.slug).toBe('r')
    expect(storage.data.get('matchSlug')).toBe('r')
  })

  it('case 3: nothing to show when no match qualifies', () => {
    const storage = fakeStorage()
    const s = selectMatch(list(item('f', 'finished'), item('c', 'cancelled')), { storage, resetRefresh: () => {} })
    expect(s).toEqual({ slug: null, refetch: false, reason: 'none' })
    expect(storage.data.size).toBe(0)
  })

  it('survives a storage that throws', () => {
    const storage = {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {
        throw new Error('denied')
      },
      removeItem: () => {},
    }
    expect(selectMatch(list(item('a', 'live')), { storage, resetRefresh: () => {} }).slug).toBe('a')
  })
})
