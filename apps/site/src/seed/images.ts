import sharp from 'sharp'

/** Demo pictures drawn locally (no network): layered landscapes from a palette, rendered by sharp. */
export type Scene = 'coast' | 'mountains' | 'city' | 'vineyard' | 'island' | 'forest' | 'market' | 'football'

type Palette = { sky: [string, string]; far: string; mid: string; near: string; sun: string; accent: string }

const palettes: Palette[] = [
  { sky: ['#f6d365', '#fda085'], far: '#c0806b', mid: '#8a5a44', near: '#3e2a20', sun: '#fff3c4', accent: '#ffffff' },
  { sky: ['#89f7fe', '#66a6ff'], far: '#7fa7c9', mid: '#3f6f8f', near: '#1f3b4d', sun: '#fffde8', accent: '#f4f1de' },
  { sky: ['#fbc2eb', '#a6c1ee'], far: '#9b8dc4', mid: '#6c5b9e', near: '#2e2450', sun: '#fff0f6', accent: '#ffe66d' },
  { sky: ['#d4fc79', '#96e6a1'], far: '#6fb07f', mid: '#3d7f4f', near: '#1d4129', sun: '#fffbe0', accent: '#fefae0' },
  { sky: ['#ffecd2', '#fcb69f'], far: '#d39c7b', mid: '#a0614a', near: '#4a2c22', sun: '#fff6e5', accent: '#2a9d8f' },
  { sky: ['#a1c4fd', '#c2e9fb'], far: '#8fb3cf', mid: '#4f7ea3', near: '#23445e', sun: '#ffffff', accent: '#e76f51' },
]

const rand = (seed: number) => () => {
  seed = (seed * 16807) % 2147483647
  return (seed - 1) / 2147483646
}

function ridge(w: number, h: number, base: number, amp: number, r: () => number, steps = 9): string {
  const pts: string[] = [`0,${h}`]
  for (let i = 0; i <= steps; i++) pts.push(`${Math.round((i / steps) * w)},${Math.round(base - r() * amp)}`)
  pts.push(`${w},${h}`)
  return pts.join(' ')
}

export function sceneSvg(scene: Scene, seed: number, w = 1600, h = 1000): string {
  const r = rand(seed * 7919 + 13)
  const p = palettes[seed % palettes.length]!
  const sunX = Math.round(w * (0.15 + r() * 0.7))
  const sunY = Math.round(h * (0.18 + r() * 0.15))
  const parts: string[] = []
  parts.push(
    `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[1]}"/><stop offset="1" stop-color="${p.sky[0]}"/></linearGradient></defs>`,
  )
  parts.push(`<rect width="${w}" height="${h}" fill="url(#s)"/>`)
  parts.push(`<circle cx="${sunX}" cy="${sunY}" r="${Math.round(h * 0.08)}" fill="${p.sun}" opacity="0.9"/>`)
  if (scene === 'city' || scene === 'market') {
    parts.push(`<polygon points="${ridge(w, h, h * 0.62, h * 0.1, r)}" fill="${p.far}"/>`)
    let x = 0
    while (x < w) {
      const bw = 60 + r() * 120
      const bh = h * (0.2 + r() * 0.35)
      parts.push(
        `<rect x="${x}" y="${h * 0.85 - bh}" width="${bw}" height="${bh + h * 0.15}" fill="${r() > 0.5 ? p.mid : p.near}"/>`,
      )
      for (let wy = h * 0.85 - bh + 20; wy < h * 0.8; wy += 34)
        for (let wx = x + 12; wx < x + bw - 16; wx += 26)
          if (r() > 0.45)
            parts.push(`<rect x="${wx}" y="${wy}" width="10" height="14" fill="${p.accent}" opacity="0.8"/>`)
      x += bw + 6
    }
    if (scene === 'market')
      for (let i = 0; i < 7; i++) {
        const sx = (i / 7) * w + 20
        parts.push(
          `<polygon points="${sx},${h * 0.78} ${sx + w / 14},${h * 0.7} ${sx + w / 7 - 20},${h * 0.78}" fill="${i % 2 ? '#e63946' : '#f1faee'}"/>`,
        )
        parts.push(`<rect x="${sx}" y="${h * 0.78}" width="${w / 7 - 20}" height="${h * 0.22}" fill="${p.mid}"/>`)
      }
  } else if (scene === 'football') {
    parts.push(`<rect y="${h * 0.45}" width="${w}" height="${h * 0.55}" fill="#2f8f46"/>`)
    for (let i = 0; i < 8; i++)
      parts.push(`<rect x="${(i * w) / 8}" y="${h * 0.45}" width="${w / 16}" height="${h * 0.55}" fill="#37a150"/>`)
    parts.push(
      `<rect x="${w * 0.1}" y="${h * 0.55}" width="${w * 0.8}" height="${h * 0.38}" fill="none" stroke="#fff" stroke-width="6"/>`,
    )
    parts.push(`<line x1="${w / 2}" y1="${h * 0.55}" x2="${w / 2}" y2="${h * 0.93}" stroke="#fff" stroke-width="6"/>`)
    parts.push(`<circle cx="${w / 2}" cy="${h * 0.74}" r="${h * 0.08}" fill="none" stroke="#fff" stroke-width="6"/>`)
    parts.push(`<rect y="${h * 0.2}" width="${w}" height="${h * 0.25}" fill="${p.near}"/>`)
  } else {
    parts.push(
      `<polygon points="${ridge(w, h, h * (scene === 'mountains' ? 0.45 : 0.6), h * (scene === 'mountains' ? 0.25 : 0.1), r)}" fill="${p.far}"/>`,
    )
    parts.push(
      `<polygon points="${ridge(w, h, h * (scene === 'mountains' ? 0.6 : 0.7), h * 0.12, r)}" fill="${p.mid}"/>`,
    )
    if (scene === 'coast' || scene === 'island') {
      parts.push(`<rect y="${h * 0.72}" width="${w}" height="${h * 0.28}" fill="#2a7fb8"/>`)
      for (let i = 0; i < 14; i++)
        parts.push(
          `<rect x="${r() * w}" y="${h * (0.75 + r() * 0.22)}" width="${40 + r() * 120}" height="3" fill="#ffffff" opacity="0.55"/>`,
        )
      if (scene === 'island')
        parts.push(`<ellipse cx="${w * 0.6}" cy="${h * 0.73}" rx="${w * 0.2}" ry="${h * 0.08}" fill="${p.near}"/>`)
    } else if (scene === 'vineyard') {
      parts.push(`<rect y="${h * 0.7}" width="${w}" height="${h * 0.3}" fill="${p.near}"/>`)
      for (let row = 0; row < 9; row++)
        parts.push(
          `<path d="M0 ${h * (0.72 + row * 0.033)} Q ${w / 2} ${h * (0.68 + row * 0.04)} ${w} ${h * (0.72 + row * 0.033)}" stroke="#7cb342" stroke-width="7" fill="none"/>`,
        )
    } else {
      parts.push(`<polygon points="${ridge(w, h, h * 0.82, h * 0.08, r)}" fill="${p.near}"/>`)
      if (scene === 'forest')
        for (let i = 0; i < 40; i++) {
          const tx = r() * w
          const ty = h * (0.7 + r() * 0.25)
          parts.push(`<polygon points="${tx},${ty - 90} ${tx - 28},${ty} ${tx + 28},${ty}" fill="#1b4332"/>`)
        }
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${parts.join('')}</svg>`
}

export async function sceneJpeg(scene: Scene, seed: number, w = 1600, h = 1000): Promise<Buffer> {
  return sharp(Buffer.from(sceneSvg(scene, seed, w, h)))
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer()
}

/** A simple logo: the initial in a rounded square. */
export async function logoPng(text: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" rx="56" fill="#0b6e6e"/><path d="M40 170 L100 90 L140 140 L170 110 L216 170 Z" fill="#fff"/><circle cx="180" cy="70" r="22" fill="#ffd166"/><text x="128" y="232" font-family="sans-serif" font-size="30" font-weight="700" fill="#fff" text-anchor="middle">${text}</text></svg>`
  return sharp(Buffer.from(svg)).png().toBuffer()
}
