import { textsOf } from '../i18n/server'
import type { SiteSetting } from '../payload-types'
import { Tracking } from './Tracking.client'
import './tracking.css'

/** Mounted by the frontend layout: the consent banner and the tags configured in site settings. */
export async function TrackingHooks({ settings }: { settings: SiteSetting }) {
  const t = settings.tracking
  const texts = await textsOf('consent')
  return (
    <Tracking
      ga4Id={t?.ga4Id ?? ''}
      adsId={t?.adsId ?? ''}
      fbPixelId={t?.fbPixelId ?? ''}
      consentRequired={t?.consentRequired !== false}
      consentText={t?.consentText ?? ''}
      texts={texts}
    />
  )
}
