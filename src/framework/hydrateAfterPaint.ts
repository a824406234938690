/**
 * Workaround (decision 0012; upgrade checklist: decision 0021): hydration starts after the first paint.
 *
 * Relies on: the exact tags Start's `<Scripts>` and `<HeadContent>` write, rendered by React: one
 * `<script type="module" async="" src="…"></script>` entry and `<link rel="modulepreload" href="…"/>` preloads.
 * A page where they are not found is left as it is. Canaries: `tests/e2e/framework.spec.ts` (a real page of the
 * build has its scripts taken out and the starter in) and `hydrateAfterPaint.test.ts`.
 * Start's HTML asks for every script of the page at once
 * (module preloads in the head, the entry as an async module), so on a slow mobile link the
 * ~130 KB of JavaScript shares the bandwidth with the stylesheet, the fonts and the hero image the
 * visitor is waiting for (issue 14: LCP 2.4-2.8 s on simulated slow 4G). The server-rendered page
 * is complete without JavaScript, so nothing is lost by asking for the scripts one frame later:
 * the page paints from HTML and CSS, then a small inline module adds the same preloads and imports
 * the same entry. It waits for the second frame: the first one's paint is shown to the visitor (and
 * timed) only after its frame has ended, and a script asked for in between would still compete. A hidden tab (no frames to wait for) and a slow first frame start at once or
 * after `FALLBACK_MS`, whichever comes first.
 *
 * Pure (string in, string out) so that it is tested without a server; the CSP hashes are computed
 * from its output.
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
