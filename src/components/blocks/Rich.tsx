import { createElement, type HTMLAttributes } from 'react'

/**
 * Words an editor wrote inline (emphasis, links, line breaks), sanitised by the server before they were sent
 * (src/content/pages/richText.server.ts): shown as HTML inside the site's own element.
 */
export function Rich({ as = 'span', html, ...rest }: { as?: string; html: string } & HTMLAttributes<HTMLElement>) {
  return createElement(as, { ...rest, dangerouslySetInnerHTML: { __html: html } })
}
