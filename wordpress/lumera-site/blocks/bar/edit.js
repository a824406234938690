/** One bar in the editor: its label in place, its value, and whether it stands out. */
;(function (wp, editor) {
  const { el, __, cx, Plain, Frame, problemsOf, register } = editor
  const { InspectorControls } = wp.blockEditor
  const { PanelBody, ToggleControl } = wp.components
  const name = 'lumera/bar'

  register(name, function BarEdit({ attributes: a, setAttributes }) {
    const problems = problemsOf(name, a, { label: __('the label', 'lumera-site'), value: __('the value', 'lumera-site') })
    return el(
      Frame,
      { className: cx('lumera-bar', a.highlight && 'is-highlighted'), problems },
      el(Plain, {
        className: 'lumera-bar__label',
        value: a.label,
        onChange: (label) => setAttributes({ label: label.slice(0, 60) }),
        placeholder: __('Label…', 'lumera-site'),
        label: __('Label of the bar', 'lumera-site'),
      }),
      el('input', {
        className: 'lumera-bar__value',
        type: 'number',
        min: 0,
        step: 'any',
        'aria-label': __('Value of the bar', 'lumera-site'),
        value: typeof a.value === 'number' ? a.value : '',
        onChange: (event) => {
          const value = event.target.value === '' ? undefined : Number(event.target.value)
          setAttributes({ value: value !== undefined && Number.isFinite(value) && value >= 0 ? value : undefined })
        },
      }),
      el(
        InspectorControls,
        null,
        el(
          PanelBody,
          { title: __('Bar', 'lumera-site') },
          el(ToggleControl, {
            label: __('Stands out (the website’s own figure)', 'lumera-site'),
            checked: Boolean(a.highlight),
            onChange: (highlight) => setAttributes({ highlight }),
          }),
        ),
      ),
    )
  })
})(window.wp, window.lumeraEditor)
