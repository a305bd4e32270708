'use client'
import { Children, useCallback, useEffect, useRef, useState, type ReactNode } from 'react'

/** The controls' names (interface texts, formatted by the server): `positions[i]` and `show[i]` for slide i. */
export type SliderTexts = {
  previous: string
  next: string
  start: string
  stop: string
  positions: string[]
  show: string[]
}
type Props = {
  children: ReactNode
  intervalMs: number
  animationMs: number
  label: string
  texts: SliderTexts
  main?: boolean
}

/**
 * A carousel that moves on by itself every `intervalMs` and pauses while hovered or focused
 * (and for good with the pause button). Reduced motion: no automatic movement.
 */
export function Slider({ children, intervalMs, animationMs, label, texts, main }: Props) {
  const slides = Children.toArray(children)
  const [index, setIndex] = useState(0)
  const [hover, setHover] = useState(false)
  const [focus, setFocus] = useState(false)
  const [stopped, setStopped] = useState(false)
  const reduced = useRef(false)
  const go = useCallback(
    (i: number) => setIndex(((i % slides.length) + slides.length) % slides.length),
    [slides.length],
  )

  useEffect(() => {
    reduced.current = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  }, [])
  useEffect(() => {
    if (hover || focus || stopped || reduced.current || slides.length < 2) return
    const t = window.setTimeout(() => go(index + 1), intervalMs)
    return () => window.clearTimeout(t)
  }, [index, hover, focus, stopped, intervalMs, go, slides.length])

  return (
    <div
      className="slider"
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      data-main-slider={main ? '' : undefined}
      data-paused={hover || focus || stopped ? 'true' : 'false'}
      onMouseEnter={() => setHover(true)}
      onMouseLeave={() => setHover(false)}
      onFocus={() => setFocus(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocus(false)
      }}
      style={{ ['--slide-ms' as string]: `${animationMs}ms` }}
    >
      <div className="slider__controls">
        <button type="button" aria-label={texts.previous} onClick={() => go(index - 1)}>
          ‹
        </button>
        <button type="button" aria-label={stopped ? texts.start : texts.stop} onClick={() => setStopped(!stopped)}>
          {stopped ? '▶' : '❚❚'}
        </button>
        <button type="button" aria-label={texts.next} onClick={() => go(index + 1)}>
          ›
        </button>
      </div>
      <div
        className="slider__track"
        style={{ transform: `translateX(-${index * 100}%)` }}
        aria-live={hover || focus || stopped ? 'polite' : 'off'}
      >
        {slides.map((s, i) => (
          <div
            key={i}
            className="slider__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={texts.positions[i] ?? `${i + 1} / ${slides.length}`}
            aria-hidden={i !== index}
            inert={i !== index}
          >
            {s}
          </div>
        ))}
      </div>
      <div className="slider__dots">
        {slides.map((_, i) => (
          <button
            key={i}
            type="button"
            aria-label={texts.show[i] ?? String(i + 1)}
            aria-current={i === index ? 'true' : undefined}
            onClick={() => go(i)}
          />
        ))}
      </div>
    </div>
  )
}
