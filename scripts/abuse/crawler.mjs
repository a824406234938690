// The crawler of the flood scenario, in a process of its own so that its load generation never
// shares an event loop with the visitor's timings: autocannon with CONNECTIONS connections for
// SECONDS seconds, every request a URL the site has not seen (search with filter combinations and
// random words, unknown product slugs, unknown pages, tracking parameters; both languages), all
// from one address behind the proxy. Prints its figures as one JSON line.
import autocannon from 'autocannon'

const [origin, seconds, connections, address] = process.argv.slice(2)
const words = ['vetrina', 'gelato', 'wine', 'cake', 'frollatura', 'banco', 'chocolate', 'cantinetta', 'led', 'inox', 'ventilata', 'curvo']
const facets = {
  category: ['bakery', 'icecream', 'wine', 'meat', 'chocolate'],
  temperature: ['+2/+4', '-18/-20', '+4/+8', '+12/+18'],
  cooling: ['ventilated', 'static'],
  door: ['hinged', 'sliding', 'none'],
  capacity: ['small', 'medium', 'large'],
}
let n = 0
const pick = (list) => list[Math.floor(Math.random() * list.length)]
const unique = () => `${Date.now().toString(36)}${(++n).toString(36)}`

function nextPath() {
  const it = n % 2 === 1
  switch (n % 5) {
    case 0: {
      const params = new URLSearchParams({ q: `${pick(words)} ${pick(words)} ${unique()}` })
      for (const [key, values] of Object.entries(facets)) if (Math.random() < 0.5) params.append(key, pick(values))
      return `${it ? '/it/cerca' : '/search'}?${params}`
    }
    case 1:
      return `${it ? '/it/prodotto' : '/product'}/${pick(words)}-${unique()}`
    case 2:
      return `${it ? '/it' : ''}/${pick(['pagina', 'page', 'wp-admin', 'old'])}-${unique()}`
    case 3:
      return `${it ? '/it/vetrine-refrigerate' : '/showcases'}?utm_source=crawler&gclid=${unique()}`
    default: {
      const params = new URLSearchParams({ category: pick(facets.category), page: unique() })
      return `${it ? '/it/cerca' : '/search'}?${params}`
    }
  }
}

const statuses = {}
const result = await new Promise((resolve, reject) => {
  const instance = autocannon(
    {
      url: origin,
      connections: Number(connections),
      duration: Number(seconds),
      timeout: 10,
      headers: { 'x-forwarded-for': address, 'user-agent': 'AbuseBot/1.0', 'accept-encoding': 'gzip' },
      requests: [{ setupRequest: (request) => ({ ...request, path: nextPath() }) }],
    },
    (error, r) => (error ? reject(error) : resolve(r)),
  )
  instance.on('response', (_client, statusCode) => (statuses[statusCode] = (statuses[statusCode] ?? 0) + 1))
})
console.log(
  JSON.stringify({
    requests: result.requests.total,
    perSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    statuses,
  }),
)
