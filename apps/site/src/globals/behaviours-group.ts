import type { Field } from 'payload'
import { BEHAVIOUR_DEFAULTS as D, DEFAULT_MESSAGES as M } from '../behaviours/defaults'

const num = (
  name: string,
  label: string,
  defaultValue: number,
  min: number,
  max: number,
  description?: string,
): Field => ({
  name,
  label,
  type: 'number',
  defaultValue,
  min,
  max,
  required: true,
  admin: { description, width: '33%' },
})
const on = (defaultValue: boolean, label = 'On'): Field => ({ name: 'enabled', label, type: 'checkbox', defaultValue })

/**
 * Settings of the page behaviours (SPEC 1, 2, 4, 8, 9), with SPEC's values as defaults. The layout
 * turns them into the page configuration object that the browser reads.
 */
export const behavioursGroup: Field = {
  name: 'behaviours',
  label: 'Behaviours',
  type: 'group',
  admin: { description: 'Page behaviours. The defaults are the values of the specification.' },
  fields: [
    {
      name: 'scrollTop',
      label: 'Scroll-to-top button',
      type: 'group',
      fields: [
        on(D.scrollTop.enabled),
        num('threshold', 'Shown from (px of scroll)', D.scrollTop.threshold, 0, 10_000),
        {
          name: 'timings',
          label: 'Timings',
          type: 'select',
          required: true,
          defaultValue: D.scrollTop.timings,
          options: [
            { label: 'Fade 300 ms, scroll 300 ms', value: '300/300' },
            { label: 'Fade 200 ms, scroll 500 ms', value: '200/500' },
          ],
        },
      ],
    },
    {
      name: 'protection',
      label: 'Content protection',
      type: 'group',
      admin: {
        description:
          'Blocks the context menu, dragging, cut/copy/paste, printing, F12, Ctrl+Shift+I/K and Ctrl+U outside form fields.',
      },
      fields: [
        on(D.protection.enabled),
        {
          name: 'showMessages',
          label: 'Show messages',
          type: 'select',
          required: true,
          defaultValue: D.protection.showMessages,
          options: [
            { label: "Off ('0'): block silently", value: '0' },
            { label: "On ('1'): say why in a toast", value: '1' },
          ],
        },
      ],
    },
    {
      name: 'toast',
      label: 'Toast',
      type: 'group',
      fields: [num('durationMs', 'Visible for (ms)', D.toast.durationMs, 500, 60_000)],
    },
    {
      name: 'messages',
      label: 'Toast messages',
      type: 'group',
      localized: true,
      admin: { description: 'The texts the toast shows, by message key.' },
      fields: (Object.keys(M) as (keyof typeof M)[]).map((key) => ({
        name: key,
        type: 'text' as const,
        required: true,
        maxLength: 200,
        defaultValue: M[key],
      })),
    },
    {
      name: 'anchors',
      label: 'In-page anchor links',
      type: 'group',
      fields: [on(D.anchors.enabled), num('durationMs', 'Scroll (ms)', D.anchors.durationMs, 0, 5000)],
    },
    {
      name: 'hashLinks',
      label: 'Hash links to tabs and accordions',
      type: 'group',
      fields: [
        on(D.hashLinks.enabled),
        num('durationMs', 'Scroll (ms)', D.hashLinks.durationMs, 0, 5000),
        num(
          'customOffset',
          'Custom offset (px)',
          D.hashLinks.customOffset,
          0,
          1000,
          'Kept above the tab or accordion header, below the sticky header.',
        ),
      ],
    },
    {
      name: 'toc',
      label: 'Table of contents',
      type: 'group',
      fields: [
        on(D.toc.enabled),
        num('offset', 'Scroll offset (px)', D.toc.offset, 0, 1000, '30 px at least; a larger value is used as it is.'),
        num('durationMs', 'Scroll (ms)', D.toc.durationMs, 0, 5000),
      ],
    },
    {
      name: 'animations',
      label: 'Entrance animations',
      type: 'group',
      fields: [
        on(D.animations.enabled),
        num(
          'threshold',
          'Visible share',
          D.animations.threshold,
          0,
          1,
          'Share of the element that must be visible, 0 to 1.',
        ),
        num(
          'rootMarginBottom',
          'Bottom margin (px)',
          D.animations.rootMarginBottom,
          0,
          1000,
          'How far above the bottom of the window the element must be.',
        ),
        num('startDelayMs', 'Start delay (ms)', D.animations.startDelayMs, 0, 10_000),
      ],
    },
    {
      name: 'lightbox',
      label: 'Lightbox',
      type: 'group',
      fields: [
        on(D.lightbox.enabled),
        num('videoWidth', 'Video width (px)', D.lightbox.videoWidth, 100, 4000),
        num('instagramWidth', 'Instagram embed width (px)', D.lightbox.instagramWidth, 100, 4000),
      ],
    },
    {
      name: 'sliders',
      label: 'Sliders and loaded mark',
      type: 'group',
      fields: [
        num('carouselIntervalMs', 'Carousel interval (ms)', D.slider.carouselIntervalMs, 1000, 60_000),
        num('slidesIntervalMs', 'Slide carousel interval (ms)', D.slider.slidesIntervalMs, 1000, 60_000),
        num('slidesAnimationMs', 'Slide carousel animation (ms)', D.slider.slidesAnimationMs, 0, 5000),
        num('mainSliderLoadedDelayMs', 'Loaded mark with a main slider (ms)', D.loaded.mainSliderDelayMs, 0, 60_000),
      ],
    },
  ],
}
