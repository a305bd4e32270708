// Media in S3-compatible object storage (issue 14): with S3_BUCKET set, Payload's S3 adapter keeps the
// uploaded file and every size sharp makes in the bucket, none on the local disk, and the site still
// serves them itself at /api/media/file/<name>. Run against a real local S3 server (s3rver), not a mock.
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3'
import { handleEndpoints, type Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startLocalS3 } from '../../../../scripts/lib/s3-local.mjs'
import { s3ClientConfig, s3Settings } from '../../src/lib/storage'
import { testPayload } from './payload'

const S3_VARS = [
  'S3_BUCKET',
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
  'S3_PREFIX',
]
const saved = Object.fromEntries(S3_VARS.map((k) => [k, process.env[k]]))
const restoreEnv = () => {
  for (const k of S3_VARS) {
    if (saved[k] === undefined) delete process.env[k]
    else process.env[k] = saved[k]
  }
}

let s3dir: string
let server: Awaited<ReturnType<typeof startLocalS3>>
let client: S3Client
let payload: Payload
let bucket: string
const mediaDir = () => path.join(process.env.DATA_DIR!, 'media')
const listMediaDir = () => (fs.existsSync(mediaDir()) ? fs.readdirSync(mediaDir()) : [])

async function keys(): Promise<string[]> {
  const res = await client.send(new ListObjectsV2Command({ Bucket: bucket }))
  return (res.Contents ?? []).map((o) => o.Key!).sort()
}

async function object(key: string): Promise<{ bytes: Buffer; type?: string }> {
  const res = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }))
  return { bytes: Buffer.from(await res.Body!.transformToByteArray()), type: res.ContentType }
}

/** Through Payload's own REST router, as the site's /api route runs it. */
async function get(url: string, headers: Record<string, string> = {}): Promise<Response> {
  const { default: config } = await import('../../src/payload.config')
  return handleEndpoints({ config, request: new Request(`http://localhost:3000${url}`, { headers }) })
}

describe('media in S3 (S3_BUCKET set)', () => {
  beforeAll(async () => {
    s3dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-s3-'))
    server = await startLocalS3({ dir: s3dir, bucket: `media-${crypto.randomBytes(3).toString('hex')}` })
    bucket = server.env.S3_BUCKET
    // Before Payload's config is first imported in this file: it reads the S3_* variables then.
    Object.assign(process.env, server.env, { S3_PREFIX: 'site' })
    // A client configured as the site's own is.
    client = new S3Client(s3ClientConfig(s3Settings(server.env)!))
    payload = await testPayload()
  })

  afterAll(async () => {
    restoreEnv()
    client?.destroy()
    await server?.stop()
    if (s3dir) fs.rmSync(s3dir, { recursive: true, force: true })
  })

  it('keeps the original and its sizes in the bucket only, serves them at /api/media/file, and deletes them with the document', async () => {
    const png = await sharp({
      create: { width: 1800, height: 1200, channels: 3, background: { r: 30, g: 120, b: 200 } },
    })
      .composite([
        {
          input: Buffer.from('<svg width="600" height="400"><circle cx="300" cy="200" r="180" fill="#f80"/></svg>'),
          top: 300,
          left: 500,
        },
      ])
      .png()
      .toBuffer()
    const name = `s3-${crypto.randomBytes(4).toString('hex')}.png`
    const diskBefore = listMediaDir()
    const doc = await payload.create({
      collection: 'media',
      data: { alt: 'A picture kept in S3' },
      file: { data: png, mimetype: 'image/png', name, size: png.length },
    })

    // The same relative URLs as on the local disk: the page CSP (img-src 'self') and the pages stay as they are.
    expect(doc.filename).toBe(name)
    expect(doc.url).toBe(`/api/media/file/${name}`)
    const sizes = Object.entries(doc.sizes ?? {}) as [
      string,
      { filename?: string | null; url?: string | null; mimeType?: string | null },
    ][]
    expect(sizes.map(([s]) => s).sort()).toEqual(['card', 'hero', 'thumbnail'])
    for (const [, size] of sizes) {
      expect(size.filename).toMatch(/\.webp$/)
      expect(size.url).toBe(`/api/media/file/${size.filename}`)
    }

    // Original and sizes are objects under S3_PREFIX/<collection>/; nothing new on the local disk.
    const expected = [name, ...sizes.map(([, s]) => s.filename!)].map((f) => `site/media/${f}`).sort()
    expect(await keys()).toEqual(expected)
    expect((await object(`site/media/${name}`)).bytes.equals(png)).toBe(true)
    const thumb = doc.sizes!.thumbnail!
    const thumbObject = await object(`site/media/${thumb.filename}`)
    expect(thumbObject.type).toBe('image/webp')
    expect(await sharp(thumbObject.bytes).metadata()).toMatchObject({ format: 'webp', width: 400, height: 300 })
    expect(listMediaDir()).toEqual(diskBefore)
    for (const f of [name, ...sizes.map(([, s]) => s.filename!)])
      expect(fs.existsSync(path.join(mediaDir(), f))).toBe(false)

    // Served by the site through Payload's file route (its access control), from the bucket.
    const original = await get(doc.url!)
    expect(original.status).toBe(200)
    expect(original.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await original.arrayBuffer()).equals(png)).toBe(true)
    const served = await get(thumb.url!)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/webp')
    expect(Buffer.from(await served.arrayBuffer()).equals(thumbObject.bytes)).toBe(true)
    const part = await get(doc.url!, { Range: 'bytes=0-7' })
    expect(part.status).toBe(206)
    expect(Buffer.from(await part.arrayBuffer()).equals(png.subarray(0, 8))).toBe(true)
    expect((await get('/api/media/file/not-uploaded.png')).status).toBe(404)

    await payload.delete({ collection: 'media', id: doc.id })
    expect(await keys()).toEqual([])
    expect((await get(doc.url!)).status).toBe(404)
  })

  it('stores a streamed body intact (the adapter streams large files and temp files)', async () => {
    // With the SDK's default checksums the body goes as aws-chunked, which s3rver would store framing and all.
    const body = crypto.randomBytes(256 * 1024)
    await client.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: 'stream.bin',
        Body: Readable.from([body]),
        ContentLength: body.length,
      }),
    )
    expect((await object('stream.bin')).bytes.equals(body)).toBe(true)
    await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: 'stream.bin' }))
  })
})

describe('a bad S3 configuration stops the site at start, naming the variable', () => {
  const base = { S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' }

  it('checks each variable', () => {
    expect(s3Settings({})).toBeNull()
    expect(s3Settings(base)).toMatchObject({ bucket: 'media', region: 'us-east-1', forcePathStyle: false, prefix: '' })
    expect(s3Settings({ ...base, S3_ENDPOINT: 'http://127.0.0.1:4569', S3_PREFIX: '/site/' })).toMatchObject({
      forcePathStyle: true,
      prefix: 'site',
    })
    expect(s3Settings({ ...base, S3_ENDPOINT: 'https://s3.example.com', S3_FORCE_PATH_STYLE: 'false' })).toMatchObject({
      forcePathStyle: false,
    })
    expect(() => s3Settings({ S3_BUCKET: 'media' })).toThrow(
      /S3_BUCKET is set but S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are not/,
    )
    expect(() => s3Settings({ ...base, S3_SECRET_ACCESS_KEY: ' ' })).toThrow(
      /S3_BUCKET is set but S3_SECRET_ACCESS_KEY is not/,
    )
    for (const endpoint of ['127.0.0.1:4569', 'not a url', 'ftp://127.0.0.1:4569'])
      expect(() => s3Settings({ ...base, S3_ENDPOINT: endpoint })).toThrow(
        /^S3_ENDPOINT must be an http:\/\/ or https:\/\/ URL/,
      )
    expect(() => s3Settings({ ...base, S3_FORCE_PATH_STYLE: 'yes' })).toThrow(
      /^S3_FORCE_PATH_STYLE must be true or false/,
    )
    expect(() => s3Settings({ S3_ENDPOINT: 'http://127.0.0.1:4569' })).toThrow(
      /^S3_ENDPOINT is set but S3_BUCKET is not/,
    )
  })

  it("Payload's configuration refuses to load with one", async () => {
    Object.assign(process.env, {
      S3_BUCKET: 'media',
      S3_ENDPOINT: 'localhost:4569',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    })
    try {
      vi.resetModules()
      await expect(import('../../src/payload.config')).rejects.toThrow(
        /S3_ENDPOINT must be an http:\/\/ or https:\/\/ URL such as http:\/\/127\.0\.0\.1:4569; got "localhost:4569"/,
      )
    } finally {
      restoreEnv()
      vi.resetModules()
    }
  })
})
