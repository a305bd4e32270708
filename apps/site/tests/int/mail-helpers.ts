/**
 * A mail as the outbox wrote it, readable: its quoted-printable parts and its subject's encoded words (a
 * subject outside ASCII is sent as =?UTF-8?Q?...?=, folded over lines) decoded as UTF-8, so assertions see
 * the text as a reader would.
 */
export const decodeMail = (raw: string) =>
  Buffer.from(
    raw
      .replace(/\?=\r?\n[ \t]+=\?UTF-8\?Q\?/g, '')
      .replace(/=\?UTF-8\?Q\?([^?]*)\?=/g, (_, word: string) => word.replace(/_/g, ' '))
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
    'latin1',
  ).toString('utf8')
