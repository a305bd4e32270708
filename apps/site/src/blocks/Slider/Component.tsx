import { getTranslations } from 'next-intl/server'
import { Media } from '../../components/Media'
import type { SliderBlock as Props } from '../../payload-types'
import { buildPageConfig } from '../../behaviours/page-config'
import { getGlobals } from '../../lib/data'
import { Slider } from './Slider.client'

/** Timings from the page configuration (SPEC 9: carousel every 5000 ms; slide carousel every 7 s, 600 ms animation). */
export async function SliderComponent({ slides, variant, isMainSlider }: Props) {
  const { slider } = buildPageConfig((await getGlobals()).settings).behaviours
  const tr = await getTranslations('blocks')
  const total = (slides ?? []).length
  const texts = {
    previous: tr('previousSlide'),
    next: tr('nextSlide'),
    start: tr('startSlides'),
    stop: tr('stopSlides'),
    positions: Array.from({ length: total }, (_, i) => tr('slidePosition', { number: i + 1, total })),
    show: Array.from({ length: total }, (_, i) => tr('showSlide', { number: i + 1 })),
  }
  const t =
    variant === 'slides'
      ? { intervalMs: slider.slidesIntervalMs, animationMs: slider.slidesAnimationMs }
      : { intervalMs: slider.carouselIntervalMs, animationMs: slider.carouselAnimationMs }
  return (
    <section className="block">
      <div className="container">
        <Slider
          intervalMs={t.intervalMs}
          animationMs={t.animationMs}
          label={tr('sliderLabel')}
          texts={texts}
          main={Boolean(isMainSlider)}
        >
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
