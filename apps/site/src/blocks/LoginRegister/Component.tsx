import { getTranslations } from 'next-intl/server'
import type { LoginRegisterBlock as Props } from '../../payload-types'

/** The page-builder's login / register block: its buttons open the account popup (see AccountDialog). */
export async function LoginRegisterComponent({ heading, intro, triggerId }: Props) {
  const t = await getTranslations('account')
  return (
    <section className="block login-register">
      <div className="container narrow">
        {heading && <h2>{heading}</h2>}
        {intro && <p>{intro}</p>}
        <p className="login-register__actions">
          <button
            type="button"
            className="btn"
            id={triggerId || 'login-register'}
            data-account-popup="login"
            aria-haspopup="dialog"
          >
            {t('linkLogin')}
          </button>{' '}
          <button type="button" className="btn btn--ghost" data-account-popup="register" aria-haspopup="dialog">
            {t('linkRegister')}
          </button>{' '}
          <button type="button" className="linklike" data-account-popup="lost" aria-haspopup="dialog">
            {t('linkLost')}
          </button>
        </p>
      </div>
    </section>
  )
}
