/**
 * The typed site configuration: locales, every business constant (docs/specification.md §7),
 * and the defaults of the services configured through the environment.
 *
 * This module is imported by browser and server code alike, so it holds no secret and
 * never reads `process.env`: environment parsing lives in `src/platform/env.server.ts`.
 * CSS mirrors the layout values below as Tailwind theme tokens (`src/styles/app.css`);
 * a unit test keeps the two in step.
 */

/**
 * The site's languages: the one home of the locale list (docs/decisions/0066). Adding one is an entry here, a messages
 * file, a column of page paths in src/i18n/routes.ts and its content; the type check names every other place that
 * needs it. Which domain a language is served from is the environment's (`LOCALE_DOMAINS`), not the build's.
 */
export const locales = [
  { code: 'en', iso: 'en-US', name: 'English', dir: 'ltr', formCountry: undefined },
  { code: 'it', iso: 'it-IT', name: 'Italiano', dir: 'ltr', formCountry: 'IT' },
  { code: 'de', iso: 'de-DE', name: 'Deutsch', dir: 'ltr', formCountry: 'DE' },
] as const satisfies ReadonlyArray<{
  /** The URL prefix, the messages file's name, the `lang` of pages and the store's `lang=`. */
  code: string
  iso: string
  /** The language's name in itself, as the language switch offers it. */
  name: string
  dir: 'ltr' | 'rtl'
  /** The country (ISO 3166 code) the lead forms preselect, with its dial prefix, for visitors in this language. */
  formCountry: string | undefined
}>

export type Locale = (typeof locales)[number]['code']
export const localeCodes = locales.map((l) => l.code) as ReadonlyArray<Locale>
/** The language of unprefixed URLs and of the texts shown where a language has none of its own. */
export const defaultLocale = 'en' as const satisfies Locale
export type DefaultLocale = typeof defaultLocale
/** Every language but the default: each has a URL prefix and a column of page paths. */
export type PrefixedLocale = Exclude<Locale, DefaultLocale>

export const localeCookie = {
  name: 'PARAGLIDE_LOCALE',
  lifetimeDays: 365,
} as const

export const cookieConsent = {
  storageKey: 'cookie_consent',
  values: ['yes', 'no'],
} as const
export type ConsentValue = (typeof cookieConsent.values)[number]

/** Timings of docs/specification.md §5 and §7, in milliseconds. */
export const timing = {
  productFetchDelayMs: 5000,
  footerDelayMs: 500,
  scrollItemReselectDelayMs: 500,
  pageViewEventDelayMs: 250,
  showcaseOverlayCloseDelayMs: 800,
  linkPrefetchIdleTimeoutMs: 2000,
  chunkReloadGuardMs: 60_000,
  menuCollapseMs: 500,
} as const

export const loadingBar = {
  durationMs: 5000,
  throttleMs: 200,
  heightPx: 2,
} as const

export const layout = {
  productCardImageHeightPx: 410,
  mobileBreakpointPx: 768,
  /** The header switches to the mobile header at this width or less. */
  mobileHeaderMaxWidthPx: 1200,
  modalLayoutBreakpointsPx: [700, 768],
  container: [
    { minViewportPx: 1200, maxWidthPx: 1100 },
    { minViewportPx: 1400, maxWidthPx: 1160 },
  ],
  formModal: { minWidthPx: 500, maxWidthVw: 50 },
  promoPopupMaxWidthPx: 380,
  /** Below this width or height (a phone, a laptop at 200 % zoom) the green-diploma note starts as a small badge. */
  promoPopupCollapsedBelowPx: { width: 768, height: 600 },
  footerMenuMaxHeightPx: 500,
} as const

export const categories = ['bakery', 'icecream', 'wine', 'meat', 'chocolate'] as const
export type Category = (typeof categories)[number]

export const catalogue = {
  /** How many products the search grid shows at first and adds with "load more". */
  searchBatchSize: 12,
  /** Server cache of the feed: fresh for `ttlMs`, then served stale while one refresh runs. */
  cacheTtlMs: 5 * 60_000,
  /** Units the store uses for transport dimensions and weight. */
  dimensionUnit: 'cm',
  weightUnit: 'kg',
} as const

/**
 * Side-by-side comparison (issue 27): how many cabinets at once, and where the visitor's browser keeps
 * the selection (localStorage only: no cookie, nothing on the server).
 */
export const comparison = {
  maxProducts: 4,
  storageKey: 'compare_selection',
} as const

/**
 * How the server reads the WooCommerce store. A separate export from `catalogue` because only the
 * server needs it: what the browser imports from this module ships in its first load.
 */
export const storeApi = {
  /** Products requested per page from the store (its maximum). */
  pageSize: 100,
  productStatus: 'publish',
  order: 'asc',
  /** Whole answer of one feed page, body included; a slower store keeps the last good feed served. */
  upstreamTimeoutMs: 8000,
  /** Largest feed page read (100 products of 3-7 KB each are under 1 MB); a bigger answer is refused unread. */
  maxResponseBytes: 5 * 1024 * 1024,
  /** Webhook-driven re-reads of the whole feed start at least this far apart (a bulk edit fires one webhook per product). */
  refreshSpacingMs: 1000,
  /** WooCommerce category slugs that mean each collection, in any language. */
  categoryAliases: {
    bakery: ['bakery', 'pasticceria', 'cake', 'dolci', 'konditorei', 'kuchen'],
    icecream: ['icecream', 'ice-cream', 'gelateria', 'gelato', 'eis', 'speiseeis'],
    wine: ['wine', 'vino', 'wein'],
    meat: ['meat', 'carne', 'dry-ageing', 'frollatura', 'fleischreifung', 'fleisch'],
    chocolate: ['chocolate', 'cioccolato', 'schokolade'],
  } satisfies Record<Category, string[]>,
  /** Global WooCommerce attribute ids of the fields the site reads. */
  attributeIds: {
    temperature: 1,
    coolingSystem: 2,
    door: 3,
    capacity: 4,
    colour: 5,
  },
} as const

/**
 * The image service for store photos (docs/decisions/0011). Only these widths are ever made, so the
 * disk cache cannot be filled with arbitrary sizes; the limits keep a bad or hostile source cheap.
 */
export const storeImages = {
  /** Public path of the service: `${path}/<key>/<width>`. */
  path: '/api/images',
  widths: [320, 480, 640, 800, 1080, 1280, 1600],
} as const

/** The image service's limits: server-only, so a separate export from the URLs the browser builds. */
export const imageLimits = {
  /** Largest source file read from the store; bigger ones get 413. */
  maxSourceBytes: 15 * 1024 * 1024,
  /** Largest source in pixels (a 50 MP camera photo); decompression bombs get 413. */
  maxInputPixels: 50_000_000,
  /** Whole fetch of a source, redirects and body included. */
  fetchTimeoutMs: 10_000,
  maxRedirects: 3,
  /** Images decoded and encoded at once (AVIF encoding is CPU-bound), and how many may wait. */
  concurrency: 2,
  maxQueued: 100,
  /** AVIF effort 2 is far faster than the default 4 for somewhat more bytes (docs/decisions/0011). */
  quality: { avif: 50, avifEffort: 2, webp: 72, jpeg: 78 },
  /** Keys of images a feed no longer lists stay servable this long (pages cached elsewhere still name them). */
  retiredKeyTtlMs: 24 * 60 * 60_000,
} as const

/**
 * Files for professionals (issue 41, docs/decisions/0046): the spec sheets and drawings the site makes, and the
 * store's technical files it passes through. Server-only.
 */
export const downloadLimits = {
  /** Spec sheets made at once per process (each holds the event loop a while), and how many may wait. */
  concurrency: 1,
  maxQueued: 50,
  /** A spec sheet must stay a file a client's email takes (the bench checks it). */
  maxSheetBytes: 500 * 1024,
  /** Largest store file passed through (an IFC or RFA model of a cabinet is a few MB). */
  maxStoreFileBytes: 100 * 1024 * 1024,
  /** A store file must start coming within this, and each part follow the last within `storeFileIdleMs`, however long
   * the whole takes (a slow visitor's 100 MB). The page waits at most `sizeTimeoutMs` for a size (a store file's, a new sheet's). */
  storeFileTimeoutMs: 15_000,
  storeFileIdleMs: 15_000,
  /** Store files passed through at once per process, and per visitor's address (decision 0068); past either, 503 or 429. */
  storeFileConcurrency: 16,
  storeFilesPerAddress: 3,
  sizeTimeoutMs: 3_000,
  /** Sizes of store files are asked again after this. */
  sizeTtlMs: 10 * 60_000,
  /** A store photo that did not come is asked again after this; meanwhile its sheet is made (once) without it. */
  photoRetryMs: 5 * 60_000,
} as const

/**
 * How the server reads stories and articles from WordPress (docs/decisions/0024): server-only, like
 * `storeApi`. The plugin's notification reads them at once; this is the safety net for a lost one.
 */
export const contentApi = {
  cacheSeconds: 300,
  upstreamTimeoutMs: 8000,
  /** A preview link is refused once expired, and when it claims to live longer than this. */
  previewMaxLifetimeSeconds: 24 * 60 * 60,
} as const

/** The customer story the header's "customer stories" link always opens. */
export const featuredStoryKey = 'bellavista-milan'

export const company = {
  brand: 'Lumera',
  legalName: 'Lumera Vetrine Refrigerate S.r.l.',
  founded: 2003,
  street: "Via dell'Artigianato 14",
  postalCode: '61122',
  city: 'Pesaro',
  province: 'PU',
  country: 'IT',
  vat: 'IT02614730417',
  phone: '+39 0721 415 200',
  email: 'info@lumera-vetrine.it',
  social: {
    instagram: 'https://www.instagram.com/lumera.vetrine/',
    pinterest: 'https://www.pinterest.com/lumeravetrine/',
    linkedin: 'https://www.linkedin.com/company/lumera-vetrine/',
    youtube: 'https://www.youtube.com/@lumeravetrine',
  },
} as const

export const departments = ['sales', 'administration', 'support', 'marketing', 'design'] as const
export type Department = (typeof departments)[number]

/**
 * Lead forms: submissions per client in the window; how often workers look for due deliveries, how
 * many they claim at once and how long a claim holds (well above the outgoing timeout, as every
 * attempt of a pass runs at once).
 */
export const forms = {
  rateLimit: { max: 8, windowMs: 10 * 60_000 },
  deliveryPollMs: 1000,
  deliveryBatch: 20,
  deliveryLeaseMs: 60_000,
} as const

/** Defaults of the outside services; the environment overrides them (docs/operations.md). */
export const services = {
  defaultPort: 3000,
  defaultDataDir: './data',
  defaultInternalRecipients: ['sales@lumera-vetrine.it', 'marketing@lumera-vetrine.it', 'design@lumera-vetrine.it'],
  mailSender: { name: 'Lumera', email: 'no-reply@lumera-vetrine.it' },
  outgoingTimeoutMs: 8000,
  /** Rendered pages kept in the server's memory this long (every visitor is anonymous). */
  pageCacheTtlMs: 60_000,
  /** Page renders run at once per server process; more wait in line (src/server/renderQueue.server.ts). */
  renderConcurrency: 4,
} as const

/**
 * What one server process spends on pages under a flood of renders (docs/decisions/0028). Server-only.
 */
export const renderLimits = {
  /** Renders of those URLs running at once per process (of `services.renderConcurrency`): each blocks the event loop a while. */
  otherConcurrency: 1,
  /** Renders of URLs that are not the site's own pages (searches, unknown slugs) that may wait; more get 503. */
  maxQueued: 64,
  /** ... or once their expected wait passes this (a client gives up around then; 503 with Retry-After is cheaper). */
  maxWaitMs: 2000,
  /** Rendered pages kept in memory, in bytes (about 300 pages of 50 KB with their compressed copies). */
  pageCacheBytes: 24 * 1024 * 1024,
  /** An expired page is served this long past its expiry while it renders again in the background. */
  staleMs: 10 * 60_000,
} as const

/**
 * Query parameters that ad and newsletter links add to say where a visitor came from. A page
 * renders the same with or without them, so the page cache ignores them (the tag manager still
 * reads them from the address bar, which keeps them). Matched case-insensitively.
 */
export const trackingParameters = {
  prefixes: ['utm_'],
  names: ['gclid', 'gbraid', 'wbraid', 'fbclid', 'msclkid', 'mc_cid', 'mc_eid', '_ga', '_gl', 'yclid', 'igshid'],
} as const

/** Personal data in the lead store (GDPR art. 5(1)(e)): how long it is kept, and delivery health. */
export const leadPrivacy = {
  /** Leads older than this lose their personal data once delivered (LEAD_RETENTION_DAYS overrides it). */
  defaultRetentionDays: 730,
  /** The retention sweep runs at start-up and then this often. */
  sweepIntervalMs: 24 * 60 * 60_000,
  /** A delivery owed for longer than this turns /api/health to "degraded". */
  overdueDeliveryMs: 60 * 60_000,
} as const

/**
 * Shared caches in front of the site (docs/decisions/0049, 0065). Server-only, like `storeApi`: the limits are those the
 * CDNs' APIs document, the rest how the site uses them.
 */
export const cdn = {
  /** How long a shared cache keeps a page (purges make it fresh sooner), and past that serves it while it asks again. */
  pageSeconds: 300,
  staleSeconds: 86_400,
  /** How long a missing page (404) is kept; a new address purges it sooner. */
  missingSeconds: 60,
  /**
   * How long a release's scripts and styles stay served after another release starts: past the longest a stored page
   * that names them may still be served (pageSeconds + staleSeconds), with a day more for a slow rolling deploy.
   */
  retiredAssetsSeconds: 300 + 86_400 + 86_400,
  /** The most characters of a response's tag list: each CDN's header carries it (Varnish's limit of a header is 8 KB). */
  tagListMaxChars: 2048,
  /** Fastly's API, and its purge by surrogate key: keys a request. */
  fastlyApiUrl: 'https://api.fastly.com',
  fastlyKeysPerRequest: 256,
  /** Cloudflare's API. */
  cloudflareApiUrl: 'https://api.cloudflare.com/client/v4',
  /**
   * Cloudflare's purge limits (its "Purge cache" page; invalidations draw on them too), per account: tags a request on
   * every plan, and a token bucket per plan, refilled at so many requests a second. CLOUDFLARE_PLAN picks one.
   */
  cloudflarePurge: {
    itemsPerRequest: 100,
    plans: {
      free: { bucket: 25, refillPerSecond: 5 / 60 },
      pro: { bucket: 25, refillPerSecond: 5 },
      business: { bucket: 50, refillPerSecond: 10 },
      enterprise: { bucket: 500, refillPerSecond: 50 },
    },
    defaultPlan: 'free',
  },
  /** Tags in one PURGE request to a Varnish (its request header stays far under Varnish's 8 KB). */
  varnishTagsPerRequest: 100,
  /** A change's tags wait this long for the rest of its change (its other language, the other processes' reads). */
  gatherMs: 250,
  /** A failed purge is tried again after this, doubled each time up to `maxRetryMs`. */
  retryMs: 1000,
  maxRetryMs: 60_000,
  /** A CDN whose purges have failed for this long makes /api/health say `degraded`. */
  failingAfterMs: 60_000,
  /** A purge request that takes longer than this has failed. */
  timeoutMs: 8000,
  /**
   * A process hands its tags to the one that purges and keeps them until that one says they are sent (decision 0065):
   * it sends them again after `handOverMs` without an answer, or when the purging process changes. The purging process
   * says it is there every `ownerBeatMs`.
   */
  handOverMs: 2000,
  ownerBeatMs: 2000,
} as const
