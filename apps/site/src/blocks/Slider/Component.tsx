import { Media } from '../../components/Media'
import type { SliderBlock as Props } from '../../payload-types'
import { Slider } from './Slider.client'

export const SLIDER_TIMINGS = {
  carousel: { intervalMs: 5000, animationMs: 500 },
  slides: { intervalMs: 7000, animationMs: 600 },
} as const

export function SliderComponent({ slides, variant, isMainSlider }: Props) {
  const t = SLIDER_TIMINGS[variant === 'slides' ? 'slides' : 'carousel']
  return (
    <section className="block">
      <div className="container">
        <Slider intervalMs={t.intervalMs} animationMs={t.animationMs} label="Highlights" main={Boolean(isMainSlider)}>
          {(slides ?? []).map((s, i) => (
            <div key={s.id ?? i}>
              <Media media={s.image} prefer="hero" sizes="(max-width: 1200px) 100vw, 1140px" />
              {(s.heading || s.text) && (
                <div className="slider__caption">
                  {s.heading && <h3>{s.heading}</h3>}
                  {s.text && <p style={{ margin: 0 }}>{s.text}</p>}
                </div>
              )}
            </div>
          ))}
        </Slider>
      </div>
    </section>
  )
}
