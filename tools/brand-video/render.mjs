// Renders the silent Lumera brand film and its poster, with no ffmpeg and no stock footage:
//
//   public/videos/lumera-story.webm        1280x720, 30 fps, VP9 (VP8 if VP9 is missing), ~17 s
//   public/videos/lumera-story-poster.svg  the representative frame (t = POSTER_AT) as SVG
//
// The animation is drawn on a <canvas> in headless Chromium and recorded in real time with
// MediaRecorder. Every shape goes through a tiny "painter" (SVG path data + fill/stroke) that has
// two back ends, Canvas 2D for the film and an SVG writer for the poster, so the poster is the
// very same drawing as the film frame. No text appears anywhere (the site is bilingual).
//
// Sequence: a dark shop at dawn; a curved-glass pastry cabinet is drawn in clean lines; its four
// LED strips light up one by one; pastries appear on the shelves while the camera pans; then the
// five collections (pastry, gelato, wine, meat dry-ageing, chocolate) cross-fade, each in its own
// colours; the film ends on paper with a line-drawn cabinet.
//
// Run from the project root:  node tools/brand-video/render.mjs     (about 25 seconds)
// Options: CHROMIUM_PATH=/path/to/chromium (default: the full browser of scripts/lib/chromium.mjs);
//          --stills=<dir> only writes PNG stills of a few moments to <dir> (for reviewing).
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'
import { FULL_BROWSER } from '../../scripts/lib/chromium.mjs'
import { scene } from './scene.mjs'
import { withDuration } from './webm.mjs'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const VIDEO = join(ROOT, 'public/videos/lumera-story.webm')
const POSTER = join(ROOT, 'public/videos/lumera-story-poster.svg')
const DURATION = 17.5 // seconds
const POSTER_AT = 8.1 // the lit cabinet full of pastries, camera almost settled
const BITRATE = 1_000_000
const stillsArg = process.argv.find((a) => a.startsWith('--stills='))

const browser = await chromium.launch({
  executablePath: FULL_BROWSER.path,
  args: ['--no-sandbox', '--autoplay-policy=no-user-gesture-required'],
})
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 720 } })
  await page.setContent('<!doctype html><body style="margin:0;background:#000"><canvas width="1280" height="720"></canvas>')
  await page.addScriptTag({ content: `(${scene.toString()})()` })

  if (stillsArg) {
    const dir = stillsArg.slice('--stills='.length)
    mkdirSync(dir, { recursive: true })
    for (const t of (process.env.STILLS ?? `0.6,2,3.5,5,6.5,${POSTER_AT},8.9,9.3,10.4,11.7,13,14.3,15.3,16.2,${DURATION}`)
      .split(',')
      .map(Number)) {
      const url = await page.evaluate((t) => window.lumera.drawAt(t), t)
      writeFileSync(join(dir, `t${t.toFixed(1).padStart(4, '0')}.png`), Buffer.from(url.split(',')[1], 'base64'))
    }
    console.log(`wrote stills to ${dir}`)
  } else {
    const svg = await page.evaluate((t) => window.lumera.svgAt(t), POSTER_AT)
    mkdirSync(dirname(POSTER), { recursive: true })
    writeFileSync(POSTER, svg)
    console.log(`wrote ${POSTER} (${(svg.length / 1024).toFixed(1)} KB)`)

    const rec = await page.evaluate(([d, b]) => window.lumera.record(d, b), [DURATION, BITRATE])
    const video = withDuration(Buffer.from(rec.base64, 'base64'), rec.seconds)
    writeFileSync(VIDEO, video)
    console.log(
      `wrote ${VIDEO} (${(video.length / 1024).toFixed(0)} KB, ${rec.type}, ${rec.seconds.toFixed(2)} s, ` +
        `${rec.frames} frames drawn, longest gap ${(rec.worstGap * 1000).toFixed(0)} ms)`,
    )
  }
} finally {
  await browser.close()
}
