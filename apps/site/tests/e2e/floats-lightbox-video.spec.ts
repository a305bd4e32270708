import { ready } from './behaviours-fixture'
import { expect, test } from './fixtures'

// Issue 27.16: a video file in the lightbox is framed at its own shape: a 4:3 film in a 4:3 frame, not
// letterboxed in a 16:9 one.

test('a 4:3 video file opens in the lightbox in a 4:3 frame', async ({ page }) => {
  await page.goto('/gallery')
  await ready(page)
  // A short 4:3 film (320x240), recorded in the page from a canvas, served at /film-4x3.webm.
  const film = await page.evaluate(async () => {
    const canvas = Object.assign(document.createElement('canvas'), { width: 320, height: 240 })
    const g = canvas.getContext('2d')!
    const recorder = new MediaRecorder(canvas.captureStream(30), { mimeType: 'video/webm' })
    const chunks: Blob[] = []
    recorder.ondataavailable = (e) => chunks.push(e.data)
    const stopped = new Promise((r) => (recorder.onstop = r))
    recorder.start()
    for (let i = 0; i < 12; i++) {
      g.fillStyle = `hsl(${i * 30} 70% 50%)`
      g.fillRect(0, 0, 320, 240)
      await new Promise((r) => requestAnimationFrame(r))
    }
    recorder.stop()
    await stopped
    return [...new Uint8Array(await new Blob(chunks).arrayBuffer())]
  })
  await page.route('**/film-4x3.webm', (route) =>
    route.fulfill({ status: 200, contentType: 'video/webm', body: Buffer.from(film) }),
  )
  await page.evaluate(() => {
    const a = Object.assign(document.createElement('a'), { href: '/film-4x3.webm', textContent: 'A 4:3 film' })
    a.dataset.lightbox = ''
    document.querySelector('main')!.prepend(a)
  })
  await page.getByText('A 4:3 film', { exact: true }).click()
  const video = page.locator('.pswp video[src="/film-4x3.webm"]').filter({ visible: true })
  await expect(video).toHaveCount(1)
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.videoWidth)).toBe(320)
  // the frame takes the film's shape: its box is 4:3 (within a pixel)
  await expect
    .poll(async () => {
      const box = (await video.locator('xpath=..').boundingBox())!
      return Math.abs(box.width / box.height - 4 / 3) < 0.01
    })
    .toBe(true)
})
