import localFont from 'next/font/local'

/**
 * Roboto (SPEC: 400, 500, 600, 700) from @fontsource, served by the site itself. The files are not
 * preloaded: four weights (88 KB) would take the first connections ahead of the hero image and
 * the scripts. A first visit fetches them only after the page has loaded and switches to them at the
 * visitor's first click or key (components/LateFonts.tsx: <html class="fonts"> switches --font to this
 * family); later pages in the same tab use them from the first paint. Until then: Arial sized to
 * each weight of Roboto ('Roboto Fallback' in styles.css). Other scripts come from intl-fonts.css
 * ('Roboto Intl'), which sits between the two so Cyrillic or Greek text still gets Roboto.
 */
export const roboto = localFont({
  // next/font reads these options at build time: they must be literals.
  src: [
    {
      path: '../../../../../node_modules/@fontsource/roboto/files/roboto-latin-400-normal.woff2',
      weight: '400',
      style: 'normal',
    },
    {
      path: '../../../../../node_modules/@fontsource/roboto/files/roboto-latin-500-normal.woff2',
      weight: '500',
      style: 'normal',
    },
    {
      path: '../../../../../node_modules/@fontsource/roboto/files/roboto-latin-600-normal.woff2',
      weight: '600',
      style: 'normal',
    },
    {
      path: '../../../../../node_modules/@fontsource/roboto/files/roboto-latin-700-normal.woff2',
      weight: '700',
      style: 'normal',
    },
  ],
  variable: '--font-roboto',
  // 'optional': a face that is not there within ~100 ms (a later page in a tab whose cache lost it) is not
  // swapped in later, so it never moves a line.
  display: 'optional',
  preload: false,
  fallback: [],
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
    },
  ],
})
