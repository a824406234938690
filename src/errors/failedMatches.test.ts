import { afterEach, describe, expect, it } from 'vitest'
import { setErrorHandler } from './capture'
import { reportFailedMatches } from './failedMatches'

describe('reportFailedMatches', () => {
  afterEach(() => setErrorHandler(undefined))

  it('reports a failed loader with its route, and no missing page or caller’s mistake', () => {
    const reported: Array<[unknown, string | undefined]> = []
    setErrorHandler((error, context) => reported.push([error, context.route]))
    const boom = new Error('boom')
    reportFailedMatches([
      { routeId: '__root__', status: 'success' },
      { routeId: '/{-$locale}/_site/product/$slug', status: 'error', error: boom },
      { routeId: '/a', status: 'notFound', error: { isNotFound: true } },
      { routeId: '/b', status: 'error', error: Object.assign(new Error('bad input'), { status: 400 }) },
    ])
    expect(reported).toEqual([[boom, '/{-$locale}/_site/product/$slug']])
  })
})
