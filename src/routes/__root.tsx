import type { ReactNode } from 'react'
import { createRootRouteWithContext, HeadContent, Outlet, Scripts } from '@tanstack/react-router'
import { locales } from '#app-config'
import type { RouterContext } from '~/router'
import { getLocale } from '~/paraglide/runtime'
import { ChunkReloadGuard } from '~/navigation/ChunkReloadGuard'
import { ProgressBar } from '~/navigation/ProgressBar'
import { ErrorView } from '~/components/ErrorView'
import { NotFoundView } from '~/components/NotFoundView'
import appCss from '~/styles/app.css?url'

export const Route = createRootRouteWithContext<RouterContext>()({
  head: () => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { name: 'theme-color', content: '#f7f3ee' },
    ],
    links: [
      { rel: 'stylesheet', href: appCss },
      { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
    ],
  }),
  shellComponent: RootDocument,
  component: Outlet,
  errorComponent: ErrorView,
  notFoundComponent: NotFoundView,
})

function RootDocument({ children }: { children: ReactNode }) {
  // On the server the locale comes from the request (Paraglide middleware), in the browser from the URL.
  const locale = getLocale()
  const dir = locales.find((l) => l.code === locale)?.dir ?? 'ltr'
  return (
    <html lang={locale} dir={dir}>
      <head>
        <HeadContent />
      </head>
      <body>
        <ProgressBar />
        <ChunkReloadGuard />
        {children}
        <Scripts />
      </body>
    </html>
  )
}
