/**
 * Pickers of what a block shows but does not hold: products of the store (by slug, from the website's catalogue in
 * the page's language, through the plugin's route `lumera-site/v1/products`) and customer stories or articles of
 * this WordPress (by slug, in the page's language). A slug can always be typed, whatever the suggestions.
 */
;(function (wp, editor) {
  const { el, __, usePageLanguage } = editor
  const { FormTokenField, Notice } = wp.components
  const { useState, useEffect, Fragment } = wp.element
  const { useSelect } = wp.data

  /** The catalogue of each language, asked once per editor session. */
  const catalogues = new Map()
  function loadCatalogue(lang) {
    if (!catalogues.has(lang)) {
      const request = wp.apiFetch({ path: wp.url.addQueryArgs('/lumera-site/v1/products', { lang }) })
      request.catch(() => catalogues.delete(lang))
      catalogues.set(lang, request)
    }
    return catalogues.get(lang)
  }

  const slugOf = (text) =>
    text
      .trim()
      .toLowerCase()
      .replace(/\s+/g, '-')
      .replace(/[^\p{L}\p{N}_-]/gu, '')

  /** The catalogue of the page's language: `products` (null until read), their names by slug, whether it failed. */
  function useCatalogue() {
    const lang = usePageLanguage()
    const [products, setProducts] = useState(null)
    const [failed, setFailed] = useState(false)
    useEffect(() => {
      let current = true
      setFailed(false)
      loadCatalogue(lang).then(
        (list) => current && setProducts(Array.isArray(list) ? list : []),
        () => current && setFailed(true),
      )
      return () => {
        current = false
      }
    }, [lang])
    return { products, failed, names: new Map((products || []).map((p) => [p.slug, p.name])) }
  }

  /** Products picked by slug, suggested from the catalogue of the page's language. */
  function ProductPicker({ value = [], onChange, max = 12 }) {
    const { products, failed, names } = useCatalogue()
    return el(
      Fragment,
      null,
      el(FormTokenField, {
        label: __('Products', 'lumera-site'),
        value,
        suggestions: (products || []).map((p) => p.slug),
        displayTransform: (slug) => (names.has(slug) ? `${names.get(slug)} (${slug})` : slug),
        saveTransform: slugOf,
        maxLength: max,
        __experimentalExpandOnFocus: true,
        __experimentalShowHowTo: false,
        onChange: (tokens) => onChange([...new Set(tokens.map((t) => slugOf(typeof t === 'string' ? t : t.value)).filter(Boolean))]),
      }),
      failed
        ? el(
            Notice,
            { status: 'warning', isDismissible: false },
            __(
              'The website’s catalogue could not be read: type the products’ slugs as they are in the website’s addresses.',
              'lumera-site',
            ),
          )
        : null,
    )
  }

  /** Customer stories or articles picked by slug, suggested from this WordPress in the page's language. */
  function PostPicker({ kind, value = [], onChange, max = 6 }) {
    const lang = usePageLanguage()
    const [search, setSearch] = useState('')
    const postType = kind === 'story' ? 'customer_story' : 'post'
    const posts = useSelect(
      (select) =>
        select('core').getEntityRecords('postType', postType, {
          lang,
          search: search || undefined,
          per_page: 20,
          status: 'publish',
          _fields: 'id,slug,title',
        }),
      [postType, lang, search],
    )
    const titles = new Map(
      (posts || []).map((p) => [p.slug, p.title && p.title.rendered ? wp.htmlEntities.decodeEntities(p.title.rendered) : p.slug]),
    )
    return el(FormTokenField, {
      label: kind === 'story' ? __('Customer stories', 'lumera-site') : __('Articles', 'lumera-site'),
      value,
      suggestions: (posts || []).map((p) => p.slug),
      displayTransform: (slug) => (titles.has(slug) ? `${titles.get(slug)} (${slug})` : slug),
      saveTransform: slugOf,
      onInputChange: setSearch,
      maxLength: max,
      __experimentalExpandOnFocus: true,
      __experimentalShowHowTo: false,
      onChange: (tokens) => onChange([...new Set(tokens.map((t) => slugOf(typeof t === 'string' ? t : t.value)).filter(Boolean))]),
    })
  }

  Object.assign(editor, { ProductPicker, PostPicker, useCatalogue })
})(window.wp, window.lumeraEditor)
