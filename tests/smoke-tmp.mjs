import { startFakeStore } from './e2e/support/fake-store.mjs'
import { spawn } from 'node:child_process'
const store = await startFakeStore({ key: 'k', secret: 's' })
const site = spawn(process.execPath, ['.output/server/index.mjs'], { env: { ...process.env, PORT: '3223', HOST: '127.0.0.1', DATA_DIR: '/tmp/img-smoke', WOOCOMMERCE_URL: store.url, WOOCOMMERCE_CONSUMER_KEY: 'k', WOOCOMMERCE_CONSUMER_SECRET: 's' }, stdio: 'inherit' })
await new Promise(r => setTimeout(r, 2500))
const html = await (await fetch('http://127.0.0.1:3223/showcases/wine')).text()
const srcs = [...new Set([...html.matchAll(/\/api\/images\/[0-9a-f]{16}\/480/g)].map(m => m[0]))]
const t = Date.now()
const rs = await Promise.all(srcs.map(async u => { const r = await fetch('http://127.0.0.1:3223' + u, { headers: { Accept: 'image/avif,image/webp,*/*' } }); return [u, r.status, (await r.arrayBuffer()).byteLength, Date.now() - t] }))
console.log(rs)
console.log('store image requests', store.state.imageRequests)
site.kill(); await store.close()
