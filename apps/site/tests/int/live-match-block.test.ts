import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { LiveMatchComponent } from '../../src/blocks/LiveMatch/Component'
import { LiveMatchBlock } from '../../src/blocks/LiveMatch/config'

describe('the Live match block', () => {
  it('has the "N following" setting, off by default', () => {
    const field = LiveMatchBlock.fields.find((f) => 'name' in f && f.name === 'following')
    expect(field).toMatchObject({ type: 'checkbox', defaultValue: false })
  })

  it('puts data-following on the mount point only when the editor turned it on', () => {
    const html = (following: boolean | null) =>
      renderToStaticMarkup(createElement(LiveMatchComponent, { lang: 'en', following, blockType: 'liveMatch' }))
    expect(html(true)).toContain('data-following="true"')
    expect(html(false)).not.toContain('data-following')
    expect(html(null)).not.toContain('data-following')
  })
})
