/**
 * A row of products in the editor: the ones the editor picks (by slug, suggested from the website's catalogue in the
 * page's language), a collection's first ones, or the first of each collection. The site shows them as it does.
 */
;(function (wp, editor) {
  const { el, __, choices, ProductPicker, useCatalogue, Frame, register } = editor
  const { InspectorControls } = wp.blockEditor
  const { PanelBody, SelectControl, RangeControl } = wp.components
  const { sprintf } = wp.i18n
  const name = 'lumera/products'

  register(name, function ProductsEdit({ attributes: a, setAttributes }) {
    const picked = a.products || []
    const { names } = useCatalogue()
    const collection = choices.collections.find((c) => c.value === a.collection)
    const problems = [
      a.source === 'picked' && !picked.length ? __('Pick at least one product (in the sidebar).', 'lumera-site') : null,
      a.source === 'collection' && !collection ? __('Choose the collection (in the sidebar).', 'lumera-site') : null,
    ].filter(Boolean)
    const cards =
      a.source === 'picked'
        ? picked.map((slug) => names.get(slug) || slug)
        : Array.from({ length: a.source === 'one-per-collection' ? choices.collections.length : a.count }, (_, i) =>
            a.source === 'one-per-collection' ? choices.collections[i].label : collection ? `${collection.label} ${i + 1}` : '…',
          )
    return el(
      Frame,
      { className: 'lumera-products', problems },
      el(
        'p',
        { className: 'lumera-block-summary' },
        a.source === 'picked'
          ? __('Products you pick, in your order', 'lumera-site')
          : a.source === 'collection'
            ? // translators: 1: how many products, 2: a collection's name.
              sprintf(__('The first %1$d of %2$s', 'lumera-site'), a.count, collection ? collection.label : '…')
            : __('The first product of each collection', 'lumera-site'),
      ),
      el(
        'ul',
        { className: 'lumera-cards' },
        cards.map((card, i) => el('li', { key: i }, el('span', { className: 'lumera-card-picture' }), el('span', null, card))),
      ),
      el(
        InspectorControls,
        null,
        el(
          PanelBody,
          { title: __('Products', 'lumera-site') },
          el(SelectControl, {
            label: __('Which products', 'lumera-site'),
            value: a.source,
            options: [
              { value: 'picked', label: __('The ones I pick', 'lumera-site') },
              { value: 'collection', label: __('A collection’s', 'lumera-site') },
              { value: 'one-per-collection', label: __('The first of each collection', 'lumera-site') },
            ],
            onChange: (source) => setAttributes({ source }),
          }),
          a.source === 'picked' ? el(ProductPicker, { value: picked, onChange: (products) => setAttributes({ products }) }) : null,
          a.source === 'collection'
            ? el(SelectControl, {
                label: __('Collection', 'lumera-site'),
                value: a.collection || '',
                options: [{ value: '', label: __('Choose…', 'lumera-site'), disabled: true }, ...choices.collections],
                onChange: (value) => setAttributes({ collection: value || undefined }),
              })
            : null,
          a.source === 'collection'
            ? el(RangeControl, {
                label: __('How many', 'lumera-site'),
                value: a.count,
                min: 1,
                max: 12,
                onChange: (count) => setAttributes({ count: count || 4 }),
              })
            : null,
        ),
      ),
    )
  })
})(window.wp, window.lumeraEditor)
