/**
 * Every page is read whole before it is sent (CSP hashes, the page cache), so it renders to one string: streaming
 * would only cost CPU (docs/decisions/0060). Loaders load all data first, so nothing suspends on the server.
 */
import { createStartHandler, defaultRenderHandler } from '@tanstack/react-start/server'

export const renderPage = createStartHandler(defaultRenderHandler)
