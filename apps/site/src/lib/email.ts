import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import nodemailer, { type Transport } from 'nodemailer'
import { dataDir } from './paths'

/** Where messages go when no SMTP server is configured: one .eml file per message. */
export const outboxDir = (): string => path.join(dataDir(), 'outbox')

/** SMTP_HOST, SMTP_PORT, SMTP_USER, SMTP_PASS, MAIL_FROM. */
export type MailEnv = Record<string, string | undefined>

/** "Name <address>" or "address" from MAIL_FROM; a local default for the demo. */
export function mailFrom(env: MailEnv = process.env): { address: string; name: string } {
  const raw = (env.MAIL_FROM || '').trim()
  const m = /^(.*)<([^>]+)>\s*$/.exec(raw)
  if (m) return { name: m[1]!.trim().replace(/^"|"$/g, '') || 'Website', address: m[2]!.trim() }
  return { name: 'Website', address: raw || 'website@localhost' }
}

/**
 * A nodemailer transport that writes each message, as sent, to `<DATA_DIR>/outbox/<time>-<id>.eml`
 * (open it with any mail program). Used when SMTP_HOST is not set, so a local site never loses mail
 * and never needs a network.
 */
export function outboxTransport(dir: string = outboxDir()): Transport {
  return {
    name: 'outbox',
    version: '1',
    send(mail, callback) {
      const stamp = new Date().toISOString().replace(/[:.]/g, '-')
      const file = path.join(dir, `${stamp}-${crypto.randomBytes(4).toString('hex')}.eml`)
      mail.message.build((err, raw) => {
        if (err) return callback(err, undefined as never)
        fs.promises
          .mkdir(dir, { recursive: true })
          .then(() => fs.promises.writeFile(file, raw, { mode: 0o600 }))
          .then(() =>
            callback(null, {
              envelope: mail.message.getEnvelope(),
              messageId: mail.message.messageId(),
              file,
            } as never),
          )
          .catch((e: Error) => callback(e, undefined as never))
      })
    },
  }
}

/** The transport from the environment: SMTP when SMTP_HOST is set, else the local outbox. */
export function mailTransport(env: MailEnv = process.env) {
  if (env.SMTP_HOST) {
    const port = Number(env.SMTP_PORT || 587)
    return nodemailer.createTransport({
      host: env.SMTP_HOST,
      port,
      secure: port === 465,
      ...(env.SMTP_USER ? { auth: { user: env.SMTP_USER, pass: env.SMTP_PASS ?? '' } } : {}),
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    })
  }
  return nodemailer.createTransport(outboxTransport())
}

/**
 * Payload's email adapter (`email` in payload.config.ts): nodemailer over SMTP from SMTP_HOST,
 * SMTP_PORT, SMTP_USER, SMTP_PASS, sender MAIL_FROM; without SMTP_HOST, .eml files in the outbox.
 * Every feature sends through `payload.sendEmail`, so they all share this.
 */
export function emailAdapter(env: MailEnv = process.env) {
  const from = mailFrom(env)
  return nodemailerAdapter({
    defaultFromAddress: from.address,
    defaultFromName: from.name,
    transport: mailTransport(env),
    // Verifying would open a network connection at start-up; failures show when sending instead.
    skipVerify: true,
  })
}
