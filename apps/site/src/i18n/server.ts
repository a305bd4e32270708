import { getLocale, getMessages } from 'next-intl/server'
import { cache } from 'react'
import { formatTexts, type Messages, type Namespace, type TextValues, type Texts } from './texts'

export { intlLocale, type Messages, type Namespace, type Texts } from './texts'

// One object per namespace and request: a page's forty tour cards pass the same offer texts, which the
// page's payload then carries once.
const plainTexts = cache(
  async (namespace: Namespace, locale: string) =>
    formatTexts(locale, (await getMessages()) as Messages, namespace) as Texts<Namespace>,
)

/**
 * The texts of one namespace in the request's language, each formatted. Client components receive these
 * plain strings from their server parent, so the browser gets neither the message catalogue nor an ICU
 * formatter.
 */
export async function textsOf<N extends Namespace>(namespace: N, values?: TextValues<N>): Promise<Texts<N>> {
  const locale = await getLocale()
  if (!values) return (await plainTexts(namespace, locale)) as Texts<N>
  return formatTexts(locale, (await getMessages()) as Messages, namespace, values)
}
