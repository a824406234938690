import { startWordPress } from './tests/e2e/support/wordpress.mjs'
const t0 = Date.now()
const wp = await startWordPress({ siteUrl: 'http://127.0.0.1:9', secret: 'a-long-shared-secret-value' })
console.log('started in', Date.now() - t0)
try {
  for (let i = 0; i < 3; i++) {
    const t = Date.now()
    await Promise.all(['posts?lang=en', 'posts?lang=it', 'customer-stories?lang=en', 'customer-stories?lang=it'].map(async (q) => (await fetch(`${wp.url}/wp-json/wp/v2/${q}&per_page=100&_embed=wp:featuredmedia,wp:term`)).text()))
    console.log('4 lists with embed', Date.now() - t)
    const t2 = Date.now()
    await Promise.all(['posts?lang=en', 'posts?lang=it', 'customer-stories?lang=en', 'customer-stories?lang=it'].map(async (q) => (await fetch(`${wp.url}/wp-json/wp/v2/${q}&per_page=100`)).text()))
    console.log('4 lists without', Date.now() - t2)
    const t3 = Date.now()
    await wp.rest('POST', '/wp/v2/posts', { title: 'x' + i, status: 'publish', content: 'y' })
    console.log('a save', Date.now() - t3)
  }
} finally { await wp.stop() }
