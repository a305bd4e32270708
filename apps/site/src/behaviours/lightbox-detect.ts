import { isSafeUrl } from '../lib/sanitize-url'

export const LIGHTBOX_TYPES = ['image', 'youtube', 'vimeo', 'instagram', 'url', 'video'] as const
export type LightboxType = (typeof LIGHTBOX_TYPES)[number]

const path = (href: string) => href.split(/[?#]/)[0]!
export const isImageUrl = (href: string) => /\.(avif|bmp|gif|jpe?g|png|svg|webp)$/i.test(path(href))
export const isVideoUrl = (href: string) => /\.(m4v|mov|mp4|ogg|ogv|webm)$/i.test(path(href))
export const youtubeId = (href: string) =>
  /^(?:https?:)?\/\/(?:www\.|m\.)?(?:youtube(?:-nocookie)?\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/|v\/)|youtu\.be\/)([\w-]{11})/i.exec(
    href,
  )?.[1] ?? null
export const vimeoId = (href: string) =>
  /^(?:https?:)?\/\/(?:www\.|player\.)?vimeo\.com\/(?:video\/)?(\d+)/i.exec(href)?.[1] ?? null
export const instagramId = (href: string) =>
  /^(?:https?:)?\/\/(?:www\.)?instagram\.com\/(?:p|reel|tv)\/([\w-]+)/i.exec(href)?.[1] ?? null

export type Detected = { type: LightboxType; src: string } | { error: 'noTarget' | 'type' }

/**
 * What a lightbox link opens. The href is the remote target ("No remote target given" without one,
 * or with one that SPEC's link sanitiser refuses); `data-type` forces one of image, youtube, vimeo,
 * instagram, url or video; otherwise the type is detected from the address, and an address that is
 * none of them needs data-type (SPEC's "Could not detect remote target type..." error).
 */
export function detect(href: string | null | undefined, forced: string | null | undefined): Detected {
  const src = (href ?? '').trim()
  if (!src || src === '#' || !isSafeUrl(src)) return { error: 'noTarget' }
  if (forced)
    return (LIGHTBOX_TYPES as readonly string[]).includes(forced)
      ? { type: forced as LightboxType, src }
      : { error: 'type' }
  if (isImageUrl(src)) return { type: 'image', src }
  if (youtubeId(src)) return { type: 'youtube', src }
  if (vimeoId(src)) return { type: 'vimeo', src }
  if (instagramId(src)) return { type: 'instagram', src }
  if (isVideoUrl(src)) return { type: 'video', src }
  return { error: 'type' }
}

const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)

/** The overlay markup of a non-image item (ids are validated by the patterns above; URLs escaped). */
export function embedHtml(
  type: Exclude<LightboxType, 'image'>,
  src: string,
  o: { videoWidth: number; instagramWidth: number; loading: string; title: string },
): string | null {
  const frame = (url: string, w: number, h: number, cls = '') =>
    `<div class="lb-embed ${cls}" style="--w:${w}px;--ratio:${w}/${h}"><span class="lb-loading">${esc(o.loading)}</span><iframe src="${esc(url)}" width="${w}" height="${h}" title="${esc(o.title)}" allow="autoplay; fullscreen; picture-in-picture; encrypted-media" allowfullscreen loading="eager"></iframe></div>`
  const vw = o.videoWidth
  const vh = Math.round((vw * 9) / 16)
  switch (type) {
    case 'youtube': {
      const id = youtubeId(src)
      return id ? frame(`https://www.youtube-nocookie.com/embed/${id}?autoplay=1`, vw, vh) : null
    }
    case 'vimeo': {
      const id = vimeoId(src)
      return id ? frame(`https://player.vimeo.com/video/${id}?autoplay=1`, vw, vh) : null
    }
    case 'instagram': {
      const id = instagramId(src)
      return id ? frame(`https://www.instagram.com/p/${id}/embed/`, o.instagramWidth, 710, 'lb-embed--instagram') : null
    }
    case 'video':
      return `<div class="lb-embed lb-embed--video" style="--w:${vw}px;--ratio:16/9"><video src="${esc(src)}" width="${vw}" controls autoplay playsinline preload="metadata" title="${esc(o.title)}"></video></div>`
    case 'url':
      return /^(https?:|\/)/i.test(src) ? frame(src, 1000, 700, 'lb-embed--url') : null
  }
}
