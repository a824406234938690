/**
 * Workaround (decision 0044): the page asks for its scripts after the first paint, so on a slow link the ~140 KB of
 * JavaScript does not compete with the stylesheet, fonts and hero image. A small inline module adds Start's module
 * preloads (two per task) and imports its entry one frame after the first paint.
 * Worth: LCP 1.55-1.64 s with it, 2.61-2.85 s without (Lighthouse medians, bench/README.md).
 * Relies on: the exact tags Start's `<Scripts>`/`<HeadContent>` write; a page without them is left as it is.
 * Canaries: `hydrateAfterPaint.test.ts`; `pages.spec.ts` "scripts are asked for after the first paint" (the build).
 * Upstream: Start would need an option to defer its entry and preloads until after first paint (related:
 * TanStack/router#8212, preloads at low priority). Pure string in, string out: the CSP hashes are computed from it.
 */

/** Start's entry script: exactly one per page. */
const ENTRY = /<script type="module" async="" src="([^"<>]+)"><\/script>/
/** Start's module preloads (the entry, the framework and the route chunks), in page order. */
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"<>]+)"[^<>]*\/>/g

/** The latest hydration starts when no frame comes (a hidden tab, a very slow device). */
export const FALLBACK_MS = 1000

/**
 * Module preloads added per task. Each starts a request on the main thread (about 10 ms at Lighthouse's
 * 4x CPU, measured): the 14-18 of a page in one go made a task of 60-110 ms, four made one of 60-75. The first
 * batch (the entry and the framework, in Start's order) goes out with the entry's import, the others
 * one task each after it.
 */
export const PRELOADS_PER_TASK = 2

/** The page with its scripts requested after the first paint; a page without Start's entry is left as it is. */
export function hydrateAfterPaint(html: string): string {
  const entry = ENTRY.exec(html)
  if (!entry) return html
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!)
  const loader =
    `{let started=false;const preloads=${JSON.stringify(preloads)},n=${PRELOADS_PER_TASK};` +
    `const add=(hrefs)=>{for(const href of hrefs){const link=document.createElement('link');link.rel='modulepreload';link.href=href;document.head.append(link)}};` +
    `const start=()=>{if(started)return;started=true;add(preloads.slice(0,n));import(${JSON.stringify(entry[1])});` +
    `for(let i=n;preloads.length>i;i+=n){const batch=preloads.slice(i,i+n);setTimeout(()=>add(batch))}};` +
    `if(document.visibilityState==='hidden')start();else{requestAnimationFrame(()=>requestAnimationFrame(()=>setTimeout(start)));setTimeout(start,${FALLBACK_MS})}}`
  return html.replace(MODULE_PRELOAD, '').replace(ENTRY, () => `<script type="module">${loader}</script>`)
}
