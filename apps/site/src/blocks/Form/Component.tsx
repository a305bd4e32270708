import { RichText } from '../../components/RichText'
import { textsOf } from '../../i18n/server'
import type { FormBlockType as Props, Form } from '../../payload-types'
import type { FormFieldDef } from './ContactForm.client'
import { ContactFormLazy as ContactForm } from './ContactFormLazy.client'

export async function FormBlockComponent({ form, intro }: Props) {
  if (!form || typeof form !== 'object') return null
  const texts = await textsOf('form')
  const f = form as Form
  const fields = (f.fields ?? []) as unknown as (FormFieldDef & { message?: unknown })[]
  const messages: Record<string, React.ReactNode> = {}
  fields.forEach((fd, i) => {
    if (fd.blockType === 'message') messages[`#${i}`] = <RichText data={fd.message} />
  })
  return (
    <section className="block">
      <div className="container narrow">
        {intro && <p>{intro}</p>}
        <ContactForm
          formId={f.id}
          fields={fields.map(({ message: _m, ...rest }) => rest)}
          submitLabel={f.submitButtonLabel || texts.send}
          confirmation={<RichText data={f.confirmationMessage} className="" />}
          messages={messages}
          texts={texts}
        />
      </div>
    </section>
  )
}
