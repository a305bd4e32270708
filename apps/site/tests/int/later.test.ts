import { afterEach, describe, expect, it, vi } from 'vitest'
import { later } from '../../src/lib/later'

// Issue 17: effects that start their work with later() run it in a task of their own, not in React's
// effects task after hydration.

afterEach(() => vi.useRealTimers())

describe('later', () => {
  it('runs the work after the current task, not in it', async () => {
    const order: string[] = []
    later(() => void order.push('later'))
    queueMicrotask(() => order.push('microtask'))
    order.push('now')
    expect(order).toEqual(['now'])
    await new Promise((r) => setTimeout(r, 0))
    expect(order).toEqual(['now', 'microtask', 'later'])
  })

  it('gives each piece of work a task of its own, in order', async () => {
    const seen: (number | string)[] = []
    later(() => {
      seen.push(1)
      queueMicrotask(() => seen.push('end of the first task'))
    })
    later(() => void seen.push(2))
    await new Promise((r) => setTimeout(r, 5))
    // in one task, the microtask would have come after 2
    expect(seen).toEqual([1, 'end of the first task', 2])
  })

  it('cancels work not yet run; once run, calls the cleanup it returned', () => {
    vi.useFakeTimers()
    const work = vi.fn()
    later(work)()
    vi.runAllTimers()
    expect(work).not.toHaveBeenCalled()
    const undo = vi.fn()
    const cleanup = later(() => undo)
    vi.runAllTimers()
    expect(undo).not.toHaveBeenCalled()
    cleanup()
    expect(undo).toHaveBeenCalledTimes(1)
    expect(() => later(() => {})()).not.toThrow()
  })
})
