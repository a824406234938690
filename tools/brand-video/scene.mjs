// The in-page part of render.mjs: the animation and its canvas/SVG painters.
/**
 * The brand film's drawing. It runs inside the page (the recorder passes `scene.toString()`), so it
 * must stay self-contained: no imports, no references outside this function.
 */
export function scene() {
  const W = 1280
  const H = 720
  const PAPER = '#fbf8f4'
  const CREAM = '#f4eee6'
  const INK = '#1f1a17'
  const BROWN = '#8a5a3c'
  const WHITE = '#ffffff'
  const COLLECTIONS = [
    { tint: '#f2e1da', accent: '#b5655a' }, // pastry
    { tint: '#dcebe3', accent: '#4f8a6e' }, // gelato
    { tint: '#eadadf', accent: '#7a2638' }, // wine
    { tint: '#e9ddd3', accent: '#8c4a3a' }, // meat dry-ageing
    { tint: '#e4d5c7', accent: '#5b3a29' }, // chocolate
  ]
  // Timeline, in seconds.
  const T = {
    draw: 0.5, // cabinet outline starts drawing
    led: 2.9, // first LED strip
    ledStep: 0.65,
    day: 4.6, // daylight starts filling the shop
    dayLen: 2.9,
    goods: 5.4, // first pastry
    pan: 9.2, // camera move length
    col: 8.6, // first collection cross-fade
    slot: 1.3, // time per collection
    fade: 0.6,
    end: 14.9, // paper ending
  }

  // ---- maths and colour ----
  const clamp01 = (v) => (v < 0 ? 0 : v > 1 ? 1 : v)
  const ease = (v) => 0.5 - 0.5 * Math.cos(Math.PI * clamp01(v)) // sine in-out
  const easeOut = (v) => 1 - (1 - clamp01(v)) ** 3
  const lerp = (a, b, k) => a + (b - a) * k
  const rgb = (hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16))
  const hex = (c) => '#' + c.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')
  const mix = (a, b, k) => {
    const pa = rgb(a)
    const pb = rgb(b)
    return hex(pa.map((v, i) => lerp(v, pb[i], clamp01(k))))
  }
  /** Dark-to-light blend that passes through a warm tone instead of a dull grey. */
  const warmMix = (dark, light, k) => {
    const mid = mix(mix(dark, light, 0.5), '#c08a62', 0.3)
    return k < 0.5 ? mix(dark, mid, k * 2) : mix(mid, light, k * 2 - 1)
  }
  const rgba = (c, a) => `rgba(${rgb(c).join(',')},${+a.toFixed(4)})`

  // ---- path data ----
  const f = (v) => Math.round(v * 10) / 10
  const R = (x, y, w, h) => `M${f(x)} ${f(y)}H${f(x + w)}V${f(y + h)}H${f(x)}Z`
  const RR = (x, y, w, h, r) => {
    r = f(Math.min(r, w / 2, h / 2))
    if (r <= 0) return R(x, y, w, h)
    const a = `A${r} ${r} 0 0 1 `
    return (
      `M${f(x + r)} ${f(y)}H${f(x + w - r)}${a}${f(x + w)} ${f(y + r)}V${f(y + h - r)}` +
      `${a}${f(x + w - r)} ${f(y + h)}H${f(x + r)}${a}${f(x)} ${f(y + h - r)}V${f(y + r)}${a}${f(x + r)} ${f(y)}Z`
    )
  }
  const E = (cx, cy, rx, ry) =>
    `M${f(cx - rx)} ${f(cy)}A${f(rx)} ${f(ry)} 0 1 0 ${f(cx + rx)} ${f(cy)}` + `A${f(rx)} ${f(ry)} 0 1 0 ${f(cx - rx)} ${f(cy)}Z`
  const C = (cx, cy, r) => E(cx, cy, r, r)
  const P = (pts, close = true) => 'M' + pts.map(([x, y]) => `${f(x)} ${f(y)}`).join('L') + (close ? 'Z' : '')
  const DOME = (cx, by, rx, ry) => `M${f(cx - rx)} ${f(by)}A${f(rx)} ${f(ry)} 0 0 1 ${f(cx + rx)} ${f(by)}Z`
  const FULL = R(0, 0, W, H)
  const lin = (x1, y1, x2, y2, stops) => ({ x1, y1, x2, y2, stops })
  const rad = (stops) => ({ r: 1, stops }) // unit circle at the origin: place it with push()
  /** A soft elliptical glow centred at (x, y). */
  const glow = (p, x, y, rx, ry, color, a, mid = 0.45) => {
    if (a <= 0.002) return
    p.push({ x, y, sx: rx, sy: ry })
    p.fill(
      C(0, 0, 1),
      rad([
        [0, color, a],
        [mid, color, a * 0.45],
        [1, color, 0],
      ]),
    )
    p.pop()
  }

  // ---- painters ----
  const layers = [] // offscreen canvases for nested cross-fades, one per depth
  let depth = 0
  function canvasPainter(ctx) {
    const alpha = [1]
    const paths = new Map()
    const lengths = new Map()
    let ruler = null
    const path = (d) => {
      let p = paths.get(d)
      if (!p) {
        if (paths.size > 4000) paths.clear()
        p = new Path2D(d)
        paths.set(d, p)
      }
      return p
    }
    const length = (d) => {
      if (!lengths.has(d)) {
        if (!ruler) {
          const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg')
          svg.style.cssText = 'position:absolute;width:0;height:0'
          ruler = document.createElementNS('http://www.w3.org/2000/svg', 'path')
          svg.append(ruler)
          document.body.append(svg)
        }
        ruler.setAttribute('d', d)
        lengths.set(d, ruler.getTotalLength())
      }
      return lengths.get(d)
    }
    const paint = (pt) => {
      if (typeof pt === 'string') return pt
      const g = pt.r ? ctx.createRadialGradient(0, 0, 0, 0, 0, pt.r) : ctx.createLinearGradient(pt.x1, pt.y1, pt.x2, pt.y2)
      for (const [o, c, a = 1] of pt.stops) g.addColorStop(o, rgba(c, clamp01(a)))
      return g
    }
    return {
      push({ x = 0, y = 0, s = 1, sx = s, sy = s, a = 1 } = {}) {
        ctx.save()
        ctx.translate(x, y)
        ctx.scale(sx, sy)
        alpha.push(alpha.at(-1) * a)
      },
      pop() {
        ctx.restore()
        alpha.pop()
      },
      fill(d, pt, a = 1) {
        const A = alpha.at(-1) * a
        if (A <= 0.002) return
        ctx.globalAlpha = Math.min(1, A)
        ctx.fillStyle = paint(pt)
        ctx.fill(path(d))
      },
      stroke(d, color, width, a = 1, progress = 1) {
        const A = alpha.at(-1) * a
        if (A <= 0.002 || progress <= 0.001) return
        ctx.globalAlpha = Math.min(1, A)
        ctx.strokeStyle = color
        ctx.lineWidth = width
        ctx.lineCap = 'round'
        ctx.lineJoin = 'round'
        if (progress < 1) {
          const L = length(d)
          ctx.setLineDash([L * progress, L + 1])
        } else ctx.setLineDash([])
        ctx.stroke(path(d))
        ctx.setLineDash([])
      },
      /** Draws fn on its own layer, composited with opacity a (a true cross-fade). */
      layer(a, fn) {
        if (a <= 0.002) return
        if (a >= 0.998) return fn(this)
        if (!layers[depth]) {
          const c = document.createElement('canvas')
          c.width = W
          c.height = H
          layers[depth] = { c, painter: canvasPainter(c.getContext('2d')) }
        }
        const { c, painter } = layers[depth]
        const lc = c.getContext('2d')
        lc.setTransform(1, 0, 0, 1, 0, 0)
        lc.globalAlpha = 1
        lc.clearRect(0, 0, W, H)
        depth++
        fn(painter)
        depth--
        ctx.save()
        ctx.setTransform(1, 0, 0, 1, 0, 0)
        ctx.globalAlpha = a * alpha.at(-1)
        ctx.drawImage(c, 0, 0)
        ctx.restore()
      },
    }
  }

  function svgPainter() {
    const out = []
    const defs = new Map()
    const alpha = [1]
    const n = (v) => +v.toFixed(3)
    const paint = (pt) => {
      if (typeof pt === 'string') return pt
      const stops = pt.stops
        .map(([o, c, a = 1]) => `<stop offset="${n(o)}" stop-color="${c}"${a < 1 ? ` stop-opacity="${n(clamp01(a))}"` : ''}/>`)
        .join('')
      const el = pt.r
        ? `radialGradient gradientUnits="userSpaceOnUse" cx="0" cy="0" r="${pt.r}"`
        : `linearGradient gradientUnits="userSpaceOnUse" x1="${f(pt.x1)}" y1="${f(pt.y1)}" x2="${f(pt.x2)}" y2="${f(pt.y2)}"`
      const key = el + stops
      if (!defs.has(key)) defs.set(key, { id: `g${defs.size}`, xml: `<${el} id="g${defs.size}">${stops}</${el.split(' ')[0]}>` })
      return `url(#${defs.get(key).id})`
    }
    return {
      push({ x = 0, y = 0, s = 1, sx = s, sy = s, a = 1 } = {}) {
        out.push(`<g transform="translate(${n(x)} ${n(y)})${sx !== 1 || sy !== 1 ? ` scale(${n(sx)} ${n(sy)})` : ''}">`)
        alpha.push(alpha.at(-1) * a)
      },
      pop() {
        out.push('</g>')
        alpha.pop()
      },
      fill(d, pt, a = 1) {
        const A = alpha.at(-1) * a
        if (A <= 0.002) return
        out.push(`<path d="${d}" fill="${paint(pt)}"${A < 0.999 ? ` fill-opacity="${n(A)}"` : ''}/>`)
      },
      stroke(d, color, width, a = 1, progress = 1) {
        const A = alpha.at(-1) * a
        if (A <= 0.002 || progress <= 0.001) return
        const dash = progress < 1 ? ` pathLength="1" stroke-dasharray="${n(progress)} 2"` : ''
        out.push(
          `<path d="${d}" fill="none" stroke="${color}" stroke-width="${n(width)}" stroke-linecap="round" stroke-linejoin="round"${A < 0.999 ? ` stroke-opacity="${n(A)}"` : ''}${dash}/>`,
        )
      },
      layer(a, fn) {
        if (a <= 0.002) return
        if (a >= 0.998) return fn(this)
        out.push(`<g opacity="${n(a)}">`)
        fn(this)
        out.push('</g>')
      },
      toString() {
        return (
          `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" aria-hidden="true">` +
          (defs.size ? `<defs>${[...defs.values()].map((g) => g.xml).join('')}</defs>` : '') +
          out.join('') +
          '</svg>\n'
        )
      },
    }
  }

  // ---- pastries (front-view silhouettes) ----
  const CRUST = '#d3a066'
  const CRUST_DARK = '#b47a45'
  const CHANTILLY = '#fbf3e8'
  const GOLD = '#d4a862'
  const macaron = (p, cx, by, color) => {
    const shell = mix(color, WHITE, 0.08)
    p.fill(RR(cx - 17, by - 9, 34, 9, 4.5), shell)
    p.fill(RR(cx - 15, by - 13, 30, 4.5, 2.2), color === CHANTILLY ? '#e9d2a6' : CHANTILLY)
    p.fill(RR(cx - 17, by - 24, 34, 11.5, 5.7), shell)
    p.fill(RR(cx - 11, by - 22, 12, 2.4, 1.2), WHITE, 0.35)
  }
  const macarons = (p, x, by, i) => {
    const set = ['#f2e1da', '#b5655a', '#e9d2a6', '#c8d6b9', '#6b4636', '#eadadf', '#d9a7a0']
    p.fill(RR(x - 44, by - 3, 88, 3, 1.5), WHITE, 0.7)
    macaron(p, x - 19, by - 3, set[i % 7])
    macaron(p, x + 19, by - 3, set[i % 7])
    macaron(p, x, by - 27, set[(i + 3) % 7])
  }
  const eclair = (p, x, by, i) => {
    const glazes = ['#b5655a', '#5b3a29', '#f2e1da', '#7a2638', '#e9d2a6', '#6b4636']
    const g = glazes[i % glazes.length]
    p.fill(RR(x - 56, by - 3, 112, 3, 1.5), WHITE, 0.7)
    p.fill(RR(x - 46, by - 21, 92, 18, 9), CRUST)
    p.fill(RR(x - 46, by - 10, 92, 7, 3.5), CRUST_DARK, 0.5)
    p.fill(RR(x - 44, by - 24, 88, 10, 5), g)
    for (let k = 0; k < 3; k++) p.fill(C(x - 18 + k * 18, by - 25, 2.6), k === 1 ? GOLD : mix(g, WHITE, 0.55))
  }
  const tart = (p, x, by, i) => {
    p.fill(RR(x - 40, by - 3, 80, 3, 1.5), WHITE, 0.7)
    p.fill(
      P([
        [x - 33, by - 19],
        [x + 33, by - 19],
        [x + 28, by - 3],
        [x - 28, by - 3],
      ]),
      CRUST,
    )
    p.fill(R(x - 33, by - 19, 66, 3), CRUST_DARK, 0.45)
    p.fill(RR(x - 29, by - 24, 58, 6, 3), CHANTILLY)
    const berries = i % 2 ? ['#7a2638', '#b5655a'] : ['#b5655a', '#e9d2a6']
    for (let k = 0; k < 5; k++) p.fill(C(x - 20 + k * 10, by - 27 - (k % 2) * 3, 5.5), berries[k % 2])
    p.fill(C(x, by - 37, 3), '#7f9c6b')
  }
  const dome = (p, x, by, i) => {
    const g = ['#b5655a', '#5b3a29', '#eadadf'][i % 3]
    p.fill(RR(x - 38, by - 3, 76, 3, 1.5), WHITE, 0.7)
    p.fill(RR(x - 29, by - 9, 58, 6, 2), CRUST_DARK)
    p.fill(DOME(x, by - 9, 27, 29), g)
    p.stroke(`M${x - 17} ${by - 27}A20 22 0 0 1 ${x - 3} ${by - 35}`, WHITE, 2.5, 0.45)
    p.fill(C(x, by - 41, 3.5), GOLD)
  }
  const cake = (p, x, by, i) => {
    // stand
    p.fill(RR(x - 20, by - 4, 40, 4, 2), '#efe7dc')
    p.fill(R(x - 4, by - 15, 8, 11), '#e6dccf')
    p.fill(RR(x - 66, by - 18, 132, 4, 2), '#f5efe7')
    const top = by - 18
    if (i === 0) {
      p.fill(RR(x - 56, top - 40, 112, 40, 6), '#b5655a')
      p.fill(R(x - 56, top - 9, 112, 9), '#e9cfa4')
      p.stroke(`M${x - 46} ${top - 33}H${x - 10}`, WHITE, 2.5, 0.35)
      for (let k = 0; k < 3; k++) p.fill(C(x - 16 + k * 16, top - 44, 5), k === 1 ? GOLD : '#7a2638')
    } else if (i === 1) {
      p.fill(RR(x - 54, top - 44, 108, 44, 5), CHANTILLY)
      for (let k = 1; k < 4; k++) p.fill(R(x - 54, top - 44 + k * 11, 108, 2.5), '#d9b48a', 0.8)
      for (let k = 0; k < 6; k++) p.fill(C(x - 40 + k * 16, top - 47, 5), k % 2 ? '#b5655a' : '#7a2638')
    } else if (i === 2) {
      p.fill(RR(x - 54, top - 40, 108, 40, 6), '#5b3a29')
      p.fill(
        `M${x - 54} ${top - 30}Q${x - 40} ${top - 22} ${x - 28} ${top - 30}T${x} ${top - 30}T${x + 28} ${top - 30}T${x + 54} ${top - 30}V${top - 34}H${x - 54}Z`,
        '#3b2417',
      )
      for (let k = 0; k < 5; k++) p.fill(C(x - 32 + k * 16, top - 43, 3.2), GOLD)
    } else {
      p.fill(RR(x - 52, top - 38, 104, 38, 6), '#f2e1da')
      p.fill(R(x - 52, top - 8, 104, 8), '#e9cfa4')
      for (let k = 0; k < 7; k++) p.fill(DOME(x - 42 + k * 14, top - 38, 6, 7), CHANTILLY)
      p.fill(C(x, top - 48, 4), '#b5655a')
    }
  }
  // Four levels: [top of level, shelf it stands on]
  const LEVELS = [
    [214, 286],
    [290, 352],
    [356, 418],
    [422, 490],
  ]
  const GOODS = [
    ...[290, 403, 516, 640, 764, 877, 990].map((x, i) => [macarons, x, 0, i]),
    ...[305, 440, 575, 710, 845, 980].map((x, i) => [eclair, x, 1, i]),
    ...[300, 436, 572, 708, 844, 980].map((x, i) => [i % 2 ? dome : tart, x, 2, i]),
    ...[325, 540, 750, 965].map((x, i) => [cake, x, 3, i]),
  ]

  // ---- scene 1: the shop at dawn and the pastry cabinet ----
  function windowPath(cx, top, w, h) {
    const r = w / 2
    return `M${cx - r} ${top + h}V${top + r}A${r} ${r} 0 0 1 ${cx + r} ${top + r}V${top + h}Z`
  }
  function shop(p, t) {
    const dawn = ease(t / 5)
    const day = ease((t - T.day) / T.dayLen)
    const on = [0, 1, 2, 3].map((i) => ease((t - T.led - i * T.ledStep) / 0.8))
    const lit = on.reduce((a, b) => a + b, 0) / 4
    const cam = ease(t / T.pan)
    const s = lerp(1.24, 1.02, cam)
    const fx = lerp(455, 640, cam)
    const fy = lerp(420, 372, cam)
    p.push({ x: W / 2 - fx * s, y: H / 2 - fy * s, s })

    // Room.
    const wall = warmMix(mix('#141110', '#2a211c', dawn), CREAM, day)
    const floor = warmMix(mix('#0d0b0a', '#1b1512', dawn), '#e7ddd0', day)
    p.fill(R(-400, -300, 2080, 1300), wall)
    glow(p, 640, 330, 700, 300, '#ffd9a8', 0.2 * lit * (1 - 0.7 * day))
    for (const cx of [100, 1180]) {
      const top = 70
      const w = 136
      const h = 500
      const sky = lin(0, top, 0, top + h, [
        [0, mix(mix('#1c1719', '#4a3833', dawn), '#efe6da', day)],
        [0.6, mix(mix('#241b19', '#a7735a', dawn), '#f7eee2', day)],
        [1, mix(mix('#2b201c', '#e0a57a', dawn), '#fbf5ec', day)],
      ])
      p.fill(windowPath(cx, top, w, h), sky)
      const bar = warmMix(mix('#0c0a09', '#1c1613', dawn), '#ddd1c3', day)
      p.stroke(windowPath(cx, top, w, h), bar, 9)
      p.stroke(`M${cx} ${top + 8}V${top + h}`, bar, 5)
      for (const y of [top + w / 2, top + 250, top + 375]) p.stroke(`M${cx - w / 2} ${y}H${cx + w / 2}`, bar, 5)
      p.fill(RR(cx - w / 2 - 12, top + h, w + 24, 9, 2), mix(bar, wall, 0.3))
    }
    p.fill(R(-400, 650, 2080, 400), floor)
    p.fill(R(-400, 646, 2080, 4), mix(wall, INK, 0.18))
    for (const cx of [100, 1180]) glow(p, cx + (cx < 640 ? 70 : -70), 690, 190, 50, '#e9a878', 0.22 * dawn * (1 - day))
    glow(p, 640, 652, 520, 26, INK, 0.25 + 0.15 * day, 0.6) // contact shadow
    glow(p, 640, 676, 600, 46, '#ffd6a0', 0.3 * lit * (1 - 0.75 * day)) // LED spill on the floor

    // Cabinet interior, level by level.
    // The interior follows the curve of the glass (top level) and is square below.
    const levelShape = (top, bottom) =>
      top < 250 ? `M232 ${bottom}V272Q232 212 292 210H988Q1048 212 1048 272V${bottom}Z` : R(232, top, 816, bottom - top)
    const inner = warmMix(mix('#0f0c0b', '#1a1411', dawn), '#f1e6d8', day * 0.9)
    p.fill(levelShape(210, 490), inner)
    LEVELS.forEach(([top, bottom], i) => {
      const k = on[i] * (1 - 0.45 * day)
      p.fill(
        levelShape(top, bottom),
        lin(0, top, 0, bottom, [
          [0, '#ffcf8e', 0.9 * k],
          [1, '#ffcf8e', 0.16 * k],
        ]),
      )
    })
    // Pastries.
    GOODS.forEach(([draw, x, level, i], n) => {
      const a = easeOut((t - T.goods - n * 0.062) / 0.75)
      if (a <= 0) return
      p.push({ y: (1 - a) * 12, a })
      draw(p, x, LEVELS[level][1], i)
      p.pop()
    })
    // Glass shelves, LED strips and their bloom.
    const edge = mix('#6d6158', WHITE, day)
    const shelves = ease((t - T.draw - 1.2) / 1.4)
    LEVELS.forEach(([top], i) => {
      if (i > 0) {
        p.fill(R(232, top - 4, 816, 4), WHITE, (0.12 + 0.3 * day) * shelves)
        p.stroke(`M234 ${top - 4}H1046`, edge, 1.6, 0.7, ease((t - T.draw - 1.2 - i * 0.2) / 1.2))
      }
      p.fill(RR(252, top + 1, 776, 3.5, 1.75), mix('#3a302a', '#fff5de', on[i]), Math.max(shelves, on[i]))
      glow(p, 640, top + 3, 420, 14, '#ffeccb', 0.8 * on[i])
    })

    // Worktop and base.
    const body = warmMix(mix('#15110f', '#1d1714', dawn), BROWN, day)
    p.fill(RR(222, 502, 836, 138, 3), body)
    p.fill(
      RR(222, 502, 836, 138, 3),
      lin(0, 502, 0, 640, [
        [0, WHITE, 0.08],
        [1, INK, 0.2],
      ]),
    )
    p.fill(R(222, 520, 836, 2), mix('#2a211b', '#d0a77c', day))
    for (const x of [431, 640, 849]) p.fill(R(x - 0.75, 528, 1.5, 106), INK, 0.18 * day)
    p.fill(R(240, 640, 800, 10), mix('#0b0908', '#3a2a20', day))
    p.fill(RR(212, 488, 856, 14, 2), warmMix(mix('#17120f', '#221b17', dawn), '#f8f3ec', day))
    p.fill(R(212, 500, 856, 2), INK, 0.12 + 0.1 * day)

    // Curved glass.
    // The clean line drawing that reveals the cabinet in the dark, then the glass itself.
    const line = mix('#eadfcf', WHITE, day)
    const prog = (i) => ease((t - T.draw - i * 0.28) / 1.6)
    const glass = 'M230 490V272Q230 210 292 208H988Q1050 210 1050 272V490'
    const sheen = ease((t - T.draw - 1.2) / 1.4)
    p.push({ a: sheen })
    p.fill(
      glass + 'Z',
      lin(0, 208, 0, 490, [
        [0, WHITE, 0.16],
        [0.35, WHITE, 0.04],
        [1, WHITE, 0.02],
      ]),
    )
    p.fill(
      P([
        [700, 209],
        [792, 209],
        [668, 489],
        [576, 489],
      ]),
      WHITE,
      0.02 + 0.04 * Math.max(day, lit),
    )
    p.fill(
      P([
        [812, 209],
        [834, 209],
        [710, 489],
        [688, 489],
      ]),
      WHITE,
      0.02 + 0.04 * Math.max(day, lit),
    )
    p.stroke('M244 474V284Q244 224 298 222', WHITE, 3, 0.1 + 0.25 * Math.max(day, lit))
    p.stroke('M330 216H950', WHITE, 2, 0.1 + 0.25 * Math.max(day, lit))
    p.pop()
    p.stroke(glass, line, 2.2, 0.95, prog(0))
    p.stroke('M212 489H1068', line, 1.8, 0.9 * (1 - 0.6 * day), prog(1))
    p.stroke(RR(222, 502, 836, 138, 3), line, 1.6, 0.75 * (1 - day), prog(2))
    p.stroke('M240 650H1040', line, 1.2, 0.5 * (1 - day), prog(3))
    p.pop()

    // Screen-space vignette and the fade from black.
    p.push({ x: W / 2, y: H / 2, sx: 860, sy: 560 })
    p.fill(
      C(0, 0, 1.4),
      rad([
        [0.55, INK, 0],
        [1, INK, 0.55 * (1 - day) + 0.08 * day],
      ]),
    )
    p.pop()
    p.fill(FULL, INK, 1 - ease(t / 1.1))
  }

  // ---- scene 2: the five collections, flat and editorial ----
  /** Collection k, lt seconds after it started; its cabinet is shown with opacity `show`. */
  function collection(p, k, lt, show) {
    const { tint, accent } = COLLECTIONS[k]
    p.fill(FULL, tint)
    p.fill(C(640 + lt * 6, 330, 250), mix(tint, WHITE, 0.32))
    p.fill(R(0, 600, W, 120), mix(tint, accent, 0.1))
    p.layer(show, (q) => cabinet(q, k, lt, show))
  }
  function cabinet(p, k, lt, show) {
    const { tint, accent } = COLLECTIONS[k]
    const light = mix(tint, WHITE, 0.6)
    const deep = mix(accent, INK, 0.35)
    p.push({ x: -lt * 9, y: (1 - show) * 10 })
    glow(p, 640, 602, 380, 12, accent, 0.28, 0.6)
    if (k === 0) {
      p.fill(RR(330, 470, 620, 130, 6), accent)
      p.fill(R(330, 484, 620, 2), light, 0.5)
      const g = 'M346 462V352Q346 300 398 298H882Q934 300 934 352V462'
      p.fill(g + 'Z', light)
      for (const y of [306, 386]) p.fill(R(380, y, 520, 3), WHITE)
      glow(p, 640, 308, 300, 12, WHITE, 0.6)
      p.fill(R(346, 380, 588, 3), accent, 0.45)
      for (let i = 0; i < 7; i++) {
        const x = 406 + i * 78
        p.fill(DOME(x, 380, 24, 26), i % 2 ? deep : accent)
        p.fill(C(x, 350, 3), light)
        p.fill(
          P([
            [x - 25, 446],
            [x + 25, 446],
            [x + 21, 462],
            [x - 21, 462],
          ]),
          mix(accent, tint, 0.45),
        )
        for (let b = 0; b < 3; b++) p.fill(C(x - 12 + b * 12, 442, 5), i % 2 ? accent : deep)
      }
      p.stroke(g, accent, 3)
      p.fill(RR(322, 462, 636, 10, 2), mix(accent, WHITE, 0.7))
    } else if (k === 1) {
      p.fill(RR(310, 480, 660, 120, 6), accent)
      p.fill(R(310, 494, 660, 2), light, 0.5)
      p.fill('M322 480L344 336H936L958 480Z', light)
      p.fill(RR(336, 326, 608, 12, 3), deep)
      p.fill(R(350, 340, 580, 3), WHITE)
      glow(p, 640, 342, 320, 14, WHITE, 0.6)
      const flavours = ['#f6efe0', '#4f8a6e', '#e8b9a8', '#6b4a3a', '#f1dc9c', '#a9cdb9', '#b5655a', '#efe2d0']
      for (let i = 0; i < 8; i++) {
        const x = 352 + i * 72
        const c = flavours[i]
        p.fill(
          `M${x} 448C${x} 424 ${x + 8} 404 ${x + 22} 408C${x + 30} 396 ${x + 46} 398 ${x + 50} 410C${x + 62} 414 ${x + 66} 428 ${x + 66} 448Z`,
          c,
        )
        p.stroke(`M${x + 14} 420C${x + 24} 414 ${x + 38} 414 ${x + 48} 422`, mix(c, INK, 0.2), 2, 0.35)
        if (i % 3 === 0) for (let b = 0; b < 3; b++) p.fill(C(x + 20 + b * 12, 410 - (b % 2) * 4, 3), i === 0 ? '#b5655a' : '#f6efe0')
        p.fill(R(x - 1, 446, 68, 34), mix(accent, WHITE, 0.55))
        p.fill(R(x - 1, 446, 68, 3), deep)
      }
      p.stroke('M322 480L344 336H936L958 480', accent, 3)
      p.fill(RR(302, 474, 676, 10, 2), mix(accent, WHITE, 0.7))
    } else if (k === 2) {
      const dark = mix(accent, INK, 0.55)
      p.fill(RR(420, 96, 440, 504, 8), accent)
      for (const dxDoor of [440, 650]) {
        p.fill(RR(dxDoor, 116, 190, 430, 4), dark)
        p.fill(R(dxDoor + 6, 124, 3, 414), '#ffe6cc', 0.85)
        glow(p, dxDoor + 8, 330, 40, 200, '#ffd7b0', 0.35)
        // standing bottles on the top shelf
        for (let b = 0; b < 4; b++) {
          const cx = dxDoor + 30 + b * 44
          const by = 226
          p.fill(
            `M${cx - 12} ${by}V${by - 50}Q${cx - 12} ${by - 62} ${cx - 4} ${by - 68}V${by - 86}H${cx + 4}V${by - 68}Q${cx + 12} ${by - 62} ${cx + 12} ${by - 50}V${by}Z`,
            ['#2a0d14', '#23261a', '#3a1119', '#2a0d14'][b],
          )
          p.fill(R(cx - 10, by - 40, 20, 16), tint, 0.9)
          p.fill(R(cx - 4, by - 86, 8, 10), GOLD, 0.8)
        }
        p.fill(R(dxDoor, 228, 190, 4), mix(accent, tint, 0.4))
        // racked bottles seen end-on
        for (let r = 0; r < 7; r++)
          for (let c = 0; c < 4; c++) {
            const cx = dxDoor + 28 + c * 45 + (r % 2) * 0
            const cy = 262 + r * 40
            p.fill(C(cx, cy, 16), mix(accent, tint, 0.28))
            p.fill(C(cx, cy, 13), ['#3a1119', '#2b2a1c', '#4a1a24'][(r + c) % 3])
            p.fill(C(cx, cy, 5), INK, 0.6)
            p.stroke(`M${cx - 8} ${cy - 6}A10 10 0 0 1 ${cx + 2} ${cy - 10}`, WHITE, 1.6, 0.35)
          }
        p.stroke(RR(dxDoor, 116, 190, 430, 4), mix(accent, tint, 0.35), 3)
      }
      p.fill(RR(630, 270, 4, 120, 2), mix(tint, WHITE, 0.5))
      p.fill(RR(646, 270, 4, 120, 2), mix(tint, WHITE, 0.5))
      p.fill(R(430, 566, 420, 2), light, 0.4)
    } else if (k === 3) {
      p.fill(RR(440, 96, 400, 504, 8), accent)
      const x0 = 460
      const x1 = 820
      p.fill(R(x0, 116, x1 - x0, 430), '#f3d2c0')
      const salts = ['#f0c4ad', '#e8b095', '#f6d6c4', '#eebba2', '#f3cbb4']
      for (let r = 0; r < 15; r++) {
        const y = 118 + r * 28.5
        for (let c = -1; c < 7; c++) {
          let x = x0 + 2 + c * 60 + (r % 2) * 30
          let w = 56
          if (x < x0 + 2) {
            w -= x0 + 2 - x
            x = x0 + 2
          }
          if (x + w > x1 - 2) w = x1 - 2 - x
          if (w > 4) p.fill(RR(x, y, w, 25.5, 3), salts[(r * 3 + c * 7 + 14) % 5])
        }
      }
      glow(p, 640, 330, 200, 240, '#fff1e4', 0.55)
      // rail, hooks and hanging cuts
      p.fill(R(470, 146, 340, 6), deep)
      for (const [i, cx] of [540, 640, 740].entries()) {
        const h = [128, 146, 120][i]
        p.stroke(`M${cx} 150V170`, deep, 3)
        p.fill(RR(cx - 33, 168, 66, h, 30), mix(accent, '#5a1f18', 0.25))
        p.stroke(`M${cx + 24} ${180}Q${cx + 38} ${168 + h / 2} ${cx + 22} ${162 + h}`, '#f4e2d2', 6, 0.9)
        for (let m = 0; m < 3; m++) p.stroke(`M${cx - 18} ${196 + m * 26}q14 -6 30 2`, '#f4e2d2', 1.6, 0.45)
      }
      // shelf with two lying cuts
      p.fill(R(x0, 430, x1 - x0, 5), deep)
      p.fill(RR(488, 392, 136, 38, 17), mix(accent, '#5a1f18', 0.2))
      p.stroke('M496 398H612', '#f4e2d2', 5, 0.85)
      p.fill(C(522, 412, 7.5), '#f6eadf')
      p.fill(RR(656, 396, 140, 34, 15), mix(accent, '#5a1f18', 0.1))
      p.stroke('M664 401H788', '#f4e2d2', 5, 0.85)
      p.fill(C(760, 414, 7), '#f6eadf')
      p.stroke(R(x0, 116, x1 - x0, 430), mix(accent, tint, 0.35), 3)
      p.fill(RR(826, 270, 5, 130, 2.5), mix(tint, WHITE, 0.5))
      p.fill(R(450, 566, 380, 2), light, 0.4)
    } else {
      p.fill(RR(310, 470, 660, 130, 6), accent)
      p.fill(R(310, 484, 660, 2), light, 0.5)
      const g = 'M326 462V374Q326 360 340 360H940Q954 360 954 374V462'
      p.fill(g + 'Z', light)
      p.fill(R(360, 366, 560, 3), WHITE)
      glow(p, 640, 368, 300, 12, WHITE, 0.6)
      p.fill(R(326, 412, 628, 3), accent, 0.45)
      const browns = ['#3b2417', '#7a5237', '#c89f7a', '#5b3a29', '#a0704c']
      for (const [row, by] of [410, 460].entries())
        for (let i = 0; i < 14; i++) {
          const x = 356 + i * 43.7
          const c = browns[(i + row * 2) % 5]
          const kind = (i + row) % 3
          if (kind === 0) p.fill(RR(x - 11, by - 20, 22, 20, 4), c)
          else if (kind === 1) p.fill(`M${x - 11} ${by}V${by - 9}A11 11 0 0 1 ${x + 11} ${by - 9}V${by}Z`, c)
          else p.fill(DOME(x, by, 12, 17), c)
          if (i % 2) p.fill(C(x, by - 12, 2.4), GOLD)
          else p.stroke(`M${x - 6} ${by - 12}q6 -4 12 0`, mix(c, WHITE, 0.45), 1.6, 0.8)
        }
      p.stroke(g, accent, 3)
      p.fill(RR(302, 462, 676, 10, 2), mix(accent, WHITE, 0.7))
    }
    p.pop()
  }

  // ---- scene 3: paper and a line-drawn cabinet ----
  function ending(p, lt) {
    p.fill(FULL, PAPER)
    p.push({ y: -44 })
    const prog = (i) => ease((lt - 0.3 - i * 0.13) / 1.0)
    p.stroke('M230 600H1050', INK, 1.4, 0.3, prog(0))
    p.stroke(RR(350, 472, 580, 128, 6), INK, 2.2, 0.9, prog(1))
    p.stroke(RR(338, 458, 604, 14, 3), INK, 2.2, 0.9, prog(2))
    p.stroke('M362 458V352Q362 298 416 296H864Q918 298 918 352V458', INK, 2.2, 0.9, prog(3))
    p.stroke('M362 380H918', INK, 1.6, 0.45, prog(4))
    p.stroke('M350 490H930', BROWN, 1.6, 0.7, prog(5))
    const led = ease((lt - 1.4) / 0.7)
    glow(p, 640, 308, 280, 22, '#e9cfb4', 0.5 * led)
    p.fill(RR(400, 305, 480, 3, 1.5), BROWN, led)
    p.pop()
  }

  // Cross-fades: the colour field changes over the whole fade, the outgoing cabinet leaves in
  // its first half and the incoming one arrives in its second half, so they never overlap.
  function draw(p, t) {
    const fade = (start) => clamp01((t - start) / T.fade)
    const colF = (k) => fade(T.col + k * T.slot)
    const endF = fade(T.end)
    const out = (next) => 1 - ease(next * 2)
    if (colF(0) < 1) shop(p, t)
    for (let k = 0; k < 5; k++) {
      const f = colF(k)
      const next = k < 4 ? colF(k + 1) : endF
      if (f <= 0 || next >= 1) continue
      const show = Math.min(ease(f * 2 - 1), out(next))
      p.layer(ease(f), (q) => collection(q, k, t - T.col - k * T.slot, show))
    }
    if (endF > 0) p.layer(ease(endF), (q) => ending(q, t - T.end))
  }

  const canvas = document.querySelector('canvas')
  const painter = canvasPainter(canvas.getContext('2d'))
  window.lumera = {
    drawAt(t) {
      draw(painter, t)
      return canvas.toDataURL('image/png')
    },
    svgAt(t) {
      const p = svgPainter()
      draw(p, t)
      return p.toString()
    },
    async record(duration, bitrate) {
      const type = ['video/webm;codecs=vp9', 'video/webm;codecs=vp8'].find((m) => MediaRecorder.isTypeSupported(m))
      draw(painter, 0)
      const stream = canvas.captureStream(30)
      const recorder = new MediaRecorder(stream, { mimeType: type, videoBitsPerSecond: bitrate })
      const chunks = []
      recorder.ondataavailable = (e) => e.data.size && chunks.push(e.data)
      const stopped = new Promise((done) => (recorder.onstop = done))
      let frames = 0
      let worst = 0
      let last = 0
      recorder.start(1000)
      const start = performance.now()
      await new Promise((done) => {
        const tick = (now) => {
          const t = Math.max(0, (now - start) / 1000)
          if (frames) worst = Math.max(worst, t - last)
          last = t
          frames++
          draw(painter, Math.min(t, duration))
          if (t < duration + 0.25) requestAnimationFrame(tick)
          else done()
        }
        requestAnimationFrame(tick)
      })
      const seconds = (performance.now() - start) / 1000
      recorder.stop()
      await stopped
      const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer())
      let binary = ''
      for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
      return { base64: btoa(binary), type, seconds, frames, worstGap: worst }
    },
  }
}
