/** The collections in the editor: which ones, in which order, as tiles or as cards. */
;(function (wp, editor) {
  const { el, __, cx, choices, Frame, register } = editor
  const { InspectorControls } = wp.blockEditor
  const { PanelBody, SelectControl, CheckboxControl } = wp.components
  const name = 'lumera/collections'

  register(name, function CollectionsEdit({ attributes: a, setAttributes }) {
    const chosen = a.collections && a.collections.length ? a.collections : choices.collections.map((c) => c.value)
    const labelOf = (value) => (choices.collections.find((c) => c.value === value) || { label: value }).label
    return el(
      Frame,
      { className: cx('lumera-collections', `is-${a.layout}`) },
      el(
        'ul',
        null,
        chosen.map((value) =>
          el('li', { key: value, className: `lumera-tint-${value}` }, el('span', { className: 'lumera-display-3' }, labelOf(value))),
        ),
      ),
      el(
        InspectorControls,
        null,
        el(
          PanelBody,
          { title: __('Collections', 'lumera-site') },
          el(SelectControl, {
            label: __('Shown as', 'lumera-site'),
            value: a.layout,
            options: [
              { value: 'tiles', label: __('Tiles (as on the home page)', 'lumera-site') },
              { value: 'cards', label: __('Large cards with their number of models', 'lumera-site') },
            ],
            onChange: (layout) => setAttributes({ layout }),
          }),
          choices.collections.map((collection) =>
            el(CheckboxControl, {
              key: collection.value,
              label: collection.label,
              checked: chosen.includes(collection.value),
              // At least one stays: a row of no collections is no block.
              disabled: chosen.length === 1 && chosen.includes(collection.value),
              onChange: (checked) =>
                setAttributes({
                  collections: choices.collections
                    .map((c) => c.value)
                    .filter((v) => (v === collection.value ? checked : chosen.includes(v))),
                }),
            }),
          ),
        ),
      ),
    )
  })
})(window.wp, window.lumeraEditor)
