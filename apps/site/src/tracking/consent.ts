/* The visitor's tracking consent, kept in localStorage (SPEC: tracking_consent). */
export type Consent = 'granted' | 'denied' | 'pending'
export const CONSENT_KEY = 'tracking_consent'

export function readConsent(): 'granted' | 'denied' | null {
  try {
    const v = localStorage.getItem(CONSENT_KEY)
    return v === 'granted' || v === 'denied' ? v : null
  } catch {
    return null
  }
}

export function saveConsent(c: 'granted' | 'denied') {
  try {
    localStorage.setItem(CONSENT_KEY, c)
  } catch {
    /* private mode: the choice lasts for this page */
  }
}
