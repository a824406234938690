/**
 * Workaround (decision 0044): the page asks for its scripts one frame after the first paint, so on a slow link they
 * do not compete with the stylesheet, fonts and hero image. Reads the exact tags Start writes; the CSP hashes its output.
 * Worth: LCP 1.55-1.64 s with it, 2.61-2.85 s without (bench/README.md).
 * Canaries: `hydrateAfterPaint.test.ts`; `pages.spec.ts` "scripts are asked for after the first paint".
 * Upstream: an option to defer Start's entry and preloads past the first paint (cf. TanStack/router#8212).
 */

import { languageFileName } from './languageFiles'

/** Start's entry script: exactly one per page. */
const ENTRY = /<script type="module" async="" src="([^"<>]+)"><\/script>/
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"<>]+)"[^<>]*\/>/g

/** The latest hydration starts when no frame comes (a hidden tab, a very slow device). */
export const FALLBACK_MS = 1000

/** Module preloads added per task: each costs main-thread time, all at once made one long task (decision 0061). */
export const PRELOADS_PER_TASK = 2

const LANG = /^<!DOCTYPE html><html lang="([a-zA-Z-]+)"/i

/**
 * A page without Start's entry is left as it is. `packedChunks`: the scripts with a file of texts per language
 * (localeMessages.ts, names without the leading slash); each is preloaded in the page's language, after its script.
 */
export function hydrateAfterPaint(html: string, packedChunks: ReadonlySet<string> = new Set()): string {
  const entry = ENTRY.exec(html)
  if (!entry) return html
  const lang = LANG.exec(html)?.[1]
  const withTexts = (href: string) => (lang && packedChunks.has(href.replace(/^\//, '')) ? [href, languageFileName(href, lang)] : [href])
  const preloads = [...html.matchAll(MODULE_PRELOAD)].flatMap((match) => withTexts(match[1]!))
  const loader =
    `{let started=false;const preloads=${JSON.stringify(preloads)},n=${PRELOADS_PER_TASK};` +
    `const add=(hrefs)=>{for(const href of hrefs){const link=document.createElement('link');link.rel='modulepreload';link.href=href;document.head.append(link)}};` +
    `const start=()=>{if(started)return;started=true;add(preloads.slice(0,n));import(${JSON.stringify(entry[1])});` +
    `for(let i=n;preloads.length>i;i+=n){const batch=preloads.slice(i,i+n);setTimeout(()=>add(batch))}};` +
    `if(document.visibilityState==='hidden')start();else{requestAnimationFrame(()=>requestAnimationFrame(()=>setTimeout(start)));setTimeout(start,${FALLBACK_MS})}}`
  return html.replace(MODULE_PRELOAD, '').replace(ENTRY, () => `<script type="module">${loader}</script>`)
}
