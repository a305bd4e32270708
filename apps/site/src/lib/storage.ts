import path from 'node:path'
import { s3Storage, type S3StorageOptions } from '@payloadcms/storage-s3'
import type { Config, Plugin } from 'payload'

/** S3_BUCKET, S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE, S3_PREFIX. */
export type StorageEnv = Record<string, string | undefined>

export type S3Settings = {
  bucket: string
  endpoint?: string
  region: string
  accessKeyId: string
  secretAccessKey: string
  forcePathStyle: boolean
  prefix: string
}

const VARIABLES = [
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
  'S3_PREFIX',
]

/**
 * The S3 settings from the environment, or null for the local disk (no S3_BUCKET). A half-done
 * configuration throws, naming the variable, so the site does not start storing media elsewhere
 * than intended.
 */
export function s3Settings(env: StorageEnv = process.env): S3Settings | null {
  const get = (name: string) => env[name]?.trim() || undefined
  const bucket = get('S3_BUCKET')
  if (!bucket) {
    const stray = VARIABLES.filter((name) => get(name))
    if (stray.length)
      throw new Error(
        `${stray.join(', ')} ${stray.length > 1 ? 'are' : 'is'} set but S3_BUCKET is not: set S3_BUCKET to keep media in S3, or unset the S3_* variables to keep them on the local disk.`,
      )
    return null
  }
  const missing = ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].filter((name) => !get(name))
  if (missing.length)
    throw new Error(
      `S3_BUCKET is set but ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not: media in S3 need the bucket's access key.`,
    )
  const endpoint = get('S3_ENDPOINT')
  if (endpoint) {
    let url: URL | undefined
    try {
      url = new URL(endpoint)
    } catch {}
    if (!url || !/^https?:$/.test(url.protocol) || !url.hostname)
      throw new Error(
        `S3_ENDPOINT must be an http:// or https:// URL such as http://127.0.0.1:4569; got "${endpoint}".`,
      )
    if (url.username || url.password)
      throw new Error('S3_ENDPOINT must not carry credentials: use S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY.')
  }
  const pathStyle = get('S3_FORCE_PATH_STYLE')?.toLowerCase()
  if (pathStyle && !['true', 'false', '1', '0'].includes(pathStyle))
    throw new Error(`S3_FORCE_PATH_STYLE must be true or false; got "${pathStyle}".`)
  return {
    bucket,
    endpoint,
    region: get('S3_REGION') || 'us-east-1',
    accessKeyId: get('S3_ACCESS_KEY_ID')!,
    secretAccessKey: get('S3_SECRET_ACCESS_KEY')!,
    // Servers other than AWS (MinIO, s3rver...) are usually reached by path: http://host/bucket/key.
    forcePathStyle: pathStyle ? pathStyle === 'true' || pathStyle === '1' : Boolean(endpoint),
    prefix: (get('S3_PREFIX') || '').replace(/^\/+|\/+$/g, ''),
  }
}

/** The S3 client's configuration for these settings. */
export function s3ClientConfig(s3: S3Settings): S3StorageOptions['config'] {
  return {
    region: s3.region,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    forcePathStyle: s3.forcePathStyle,
    ...(s3.endpoint
      ? {
          endpoint: s3.endpoint,
          // The SDK's default CRC32 checksums send a streamed body as aws-chunked, which other
          // S3-compatible servers (s3rver among them) store as is: a corrupt file.
          requestChecksumCalculation: 'WHEN_REQUIRED',
          responseChecksumValidation: 'WHEN_REQUIRED',
        }
      : {}),
  }
}

/**
 * Payload's S3 adapter for every upload collection (today `media`): with S3_BUCKET, files and the
 * sizes sharp makes go to `<S3_PREFIX>/<collection>/<filename>` in the bucket instead of the local
 * disk; without, it stays switched off. Either way the files are served by the site itself at
 * /api/<collection>/file/<filename> (the same URLs, access control and CSP as on disk: no public S3
 * URLs), and the adapter's `prefix` and `_objectKey` fields are in the collection in both modes, so
 * both use one database schema and the same migrations.
 */
export function mediaStorage(env: StorageEnv = process.env): Plugin {
  const s3 = s3Settings(env)
  return (config: Config) => {
    const uploads = (config.collections ?? []).filter((c) => c.upload).map((c) => c.slug)
    return s3Storage({
      enabled: Boolean(s3),
      alwaysInsertFields: true,
      // The stored per-document prefix stays empty: URLs carry no ?prefix=, keys come from S3_PREFIX.
      useCompositePrefixes: true,
      collections: Object.fromEntries(
        uploads.map((slug) => [slug, { prefix: path.posix.join(s3?.prefix ?? '', slug) }]),
      ),
      bucket: s3?.bucket ?? '',
      clientCacheKey: s3 ? `s3:${s3.endpoint ?? 'aws'}:${s3.bucket}` : undefined,
      config: s3 ? s3ClientConfig(s3) : {},
    })(config)
  }
}
