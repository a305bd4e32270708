import { COLORS, TEXT_COLORS } from '../core/constants'

const c = COLORS

/** Card height: the loading view has the same height so nothing shifts when data arrives. */
export const CARD_MIN_HEIGHT = 132

/**
 * The widget's CSS, scoped with the `lmw-` prefix. Roboto is the main font (the host page loads it,
 * e.g. with @fontsource/roboto; no font is downloaded by the widget). Sizes 10/12/14/32 px,
 * weights 400/500/600/700, SPEC's colours.
 */
export const WIDGET_CSS = `
.lmw{--lmw-text-grey:${TEXT_COLORS.grey};--lmw-text-green:${TEXT_COLORS.green};--lmw-primary-black:${c.primary_black};--lmw-primary-grey:${c.primary_grey};--lmw-white-secondary:${c.white_secondary};--lmw-secondary-grey:${c.secondary_grey};--lmw-green:${c.green};--lmw-red:${c.red};--lmw-light-gray:${c.lightGray};--lmw-midnight:${c.midnight};
font-family:Roboto,system-ui,-apple-system,'Segoe UI',Arial,sans-serif;font-size:14px;font-weight:400;line-height:1.35;color:var(--lmw-primary-black);box-sizing:border-box;max-width:480px;width:100%}
.lmw *,.lmw *::before,.lmw *::after{box-sizing:inherit}
.lmw-card{position:relative;min-height:${CARD_MIN_HEIGHT}px;padding:12px 16px;border-radius:12px;background:var(--lmw-white-secondary);border:1px solid #E5E8EB;display:flex;flex-direction:column;gap:8px}
.lmw-card--loading{justify-content:center}
.lmw-loader{height:4px;width:100%;border-radius:2px;background:#E5E8EB;overflow:hidden}
.lmw-loader__bar{display:block;height:100%;width:40%;border-radius:2px;background:var(--lmw-green);animation:lmw-load 1.2s ease-in-out infinite}
@keyframes lmw-load{0%{transform:translateX(-100%)}100%{transform:translateX(250%)}}
@media (prefers-reduced-motion:reduce){.lmw-loader__bar{animation:none;width:100%;opacity:.5}}
.lmw-empty{justify-content:center;align-items:center;text-align:center;font-size:14px;font-weight:500;color:var(--lmw-text-grey)}
.lmw-notice{margin:0;padding:8px 10px;border-radius:8px;background:#FFFFFF;border-left:3px solid var(--lmw-primary-grey);font-size:12px;font-weight:400;color:var(--lmw-text-grey)}
.lmw-title{margin:0;font-size:10px;font-weight:500;color:var(--lmw-text-grey);text-transform:uppercase;letter-spacing:.02em;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.lmw-row{display:grid;grid-template-columns:1fr auto 1fr;align-items:center;gap:8px}
.lmw-team{display:flex;align-items:center;gap:6px;min-width:0;font-size:14px;font-weight:600;color:var(--lmw-primary-black)}
.lmw-team--away{justify-content:flex-end;flex-direction:row-reverse}
.lmw-team__logo{width:20px;height:20px;flex:0 0 20px;object-fit:contain;border-radius:50%}
.lmw-team__badge{display:inline-flex;align-items:center;justify-content:center;font-size:10px;font-weight:700;color:var(--lmw-white-secondary);background:var(--lmw-light-gray)}
.lmw-team__name{overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.lmw-team--lead .lmw-team__name{color:var(--lmw-text-green)}
.lmw-score{display:flex;flex-direction:column;align-items:center;gap:4px;min-width:96px}
.lmw-score__value{display:flex;align-items:center;gap:6px;font-size:32px;font-weight:700;line-height:1;color:var(--lmw-midnight);font-variant-numeric:tabular-nums}
.lmw-score__side{transition:color .3s}
.lmw-score__side--lead{color:var(--lmw-green)}
.lmw-score__side[data-mark=up]{color:var(--lmw-green);text-shadow:0 0 6px rgba(27,136,63,.35)}
.lmw-score__side[data-mark=down]{color:var(--lmw-red)}
.lmw-score__sep{font-weight:400;color:var(--lmw-text-grey)}
.lmw-pill{display:inline-block;min-height:18px;padding:2px 8px;border-radius:9px;font-size:10px;font-weight:600;line-height:14px;color:var(--lmw-text-grey);background:#E5E8EB;white-space:nowrap}
.lmw-pill:empty{visibility:hidden}
.lmw-pill--live{color:#FFFFFF;background:var(--lmw-red)}
.lmw-pill--live::before{content:'';display:inline-block;width:6px;height:6px;margin-right:4px;border-radius:50%;background:#FFFFFF;vertical-align:1px}
.lmw-actions{display:flex;justify-content:center;align-items:center;gap:12px}
.lmw-following{font-size:12px;font-weight:500;color:var(--lmw-text-grey);white-space:nowrap}
.lmw-button{font:inherit;font-size:12px;font-weight:500;color:var(--lmw-light-gray);background:none;border:1px solid #D5DADF;border-radius:14px;padding:4px 12px;cursor:pointer}
.lmw-button:hover{background:#FFFFFF}
.lmw-button:focus-visible{outline:2px solid var(--lmw-green);outline-offset:2px}
.lmw-status{margin:0;font-size:10px;font-weight:500;color:var(--lmw-red);text-align:center}
.lmw-details{display:flex;flex-direction:column;gap:8px}
.lmw-details__head{display:flex;align-items:center;justify-content:space-between;font-size:12px;font-weight:600}
.lmw-timeline{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:4px;font-size:12px}
.lmw-event{display:grid;grid-template-columns:1fr 36px 1fr;align-items:center;gap:6px}
.lmw-event__minute{text-align:center;font-weight:600;color:var(--lmw-text-grey)}
.lmw-event__text{display:flex;align-items:center;gap:4px;min-width:0}
.lmw-event--home .lmw-event__text{grid-column:1;justify-content:flex-end;text-align:right}
.lmw-event--away .lmw-event__text{grid-column:3}
.lmw-event--home .lmw-event__minute,.lmw-event--away .lmw-event__minute{grid-column:2;grid-row:1}
.lmw-event__icon{display:inline-block;width:10px;height:12px;border-radius:2px;flex:0 0 auto}
.lmw-event__icon--goal{width:10px;height:10px;border-radius:50%;background:var(--lmw-primary-black)}
.lmw-event__icon--yellow_card{background:#F2C94C}
.lmw-event__icon--red_card{background:var(--lmw-red)}
.lmw-event__icon--substitution{width:10px;height:10px;border-radius:50%;background:var(--lmw-green)}
.lmw-muted{margin:0;font-size:12px;color:var(--lmw-text-grey);text-align:center}
.lmw-sr{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
`

export const STYLE_ELEMENT_ID = 'lmw-styles'

/** Inserts the widget's CSS once into a document (used when the component is not rendered by React 19 hoisting). */
export function injectStyles(doc: Document = document): void {
  if (doc.getElementById(STYLE_ELEMENT_ID)) return
  const style = doc.createElement('style')
  style.id = STYLE_ELEMENT_ID
  style.textContent = WIDGET_CSS
  doc.head.appendChild(style)
}
