/**
 * The page renderer. Start's default entry streams React's output through web streams, but every
 * page is read whole before it is sent (the CSP needs the hashes of its inline scripts, the page
 * cache keeps it), so streaming buys nothing here and costs a third of a render (measured in
 * docs/decisions/0012). React renders each page to one string instead. Route code and data are
 * loaded before rendering (loaders call `ensureQueryData`), so no boundary suspends on the server.
 */
import { createStartHandler, defaultRenderHandler } from '@tanstack/react-start/server'

export const renderPage = createStartHandler(defaultRenderHandler)
