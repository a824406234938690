/**
 * The savings figures in the editor: the numbers are the website's (computed from the catalogue), so the canvas
 * shows where they go; the words around them are edited in place.
 */
;(function (wp, editor) {
  const { el, __, cx, Rich, Plain, Frame, problemsOf, register } = editor
  const { InspectorControls } = wp.blockEditor
  const { PanelBody, SelectControl } = wp.components
  const name = 'lumera/figures'

  register(name, function FiguresEdit({ attributes: a, setAttributes }) {
    const text = (key, placeholder, className = '') =>
      el(Plain, { className, value: a[key], onChange: (value) => setAttributes({ [key]: value }), placeholder, label: placeholder })
    const figure = (unitKey, unitLabel, labelKey, label) =>
      el(
        'div',
        { className: 'lumera-figure-card' },
        el('span', { className: 'lumera-figure-number', title: __('Computed by the website', 'lumera-site') }, '123,456'),
        unitKey ? text(unitKey, unitLabel, 'lumera-figure-unit') : el('span', { className: 'lumera-figure-unit' }, '%'),
        text(labelKey, label, 'lumera-figure-label'),
      )
    const problems = problemsOf(name, a, {
      energyLabel: __('the energy label', 'lumera-site'),
      energyUnit: __('the energy unit', 'lumera-site'),
      co2Label: __('the CO2 label', 'lumera-site'),
      co2Unit: __('the CO2 unit', 'lumera-site'),
      solarLabel: __('the solar label', 'lumera-site'),
    })
    return el(
      Frame,
      { className: cx('lumera-figures', `is-${a.tone}`), problems },
      el(Rich, {
        tagName: 'h2',
        className: 'lumera-display-3',
        heading: true,
        value: a.heading,
        onChange: (heading) => setAttributes({ heading }),
        placeholder: __('Heading (optional)…', 'lumera-site'),
        optional: true,
        label: __('Heading', 'lumera-site'),
      }),
      el(
        'div',
        { className: 'lumera-figure-row' },
        figure('energyUnit', __('Unit (kWh)…', 'lumera-site'), 'energyLabel', __('Energy saved each year…', 'lumera-site')),
        figure('co2Unit', __('Unit (kg CO2)…', 'lumera-site'), 'co2Label', __('Emissions avoided each year…', 'lumera-site')),
        figure(null, null, 'solarLabel', __('Share of solar energy…', 'lumera-site')),
      ),
      el(Rich, {
        className: 'lumera-note',
        value: a.note,
        onChange: (note) => setAttributes({ note }),
        placeholder: __('Note (optional)…', 'lumera-site'),
        optional: true,
        label: __('Note', 'lumera-site'),
      }),
      el(
        InspectorControls,
        null,
        el(
          PanelBody,
          { title: __('Savings figures', 'lumera-site') },
          el('p', null, __('The numbers are computed by the website from the cabinets installed this year.', 'lumera-site')),
          el(SelectControl, {
            label: __('Colours', 'lumera-site'),
            value: a.tone,
            options: [
              { value: 'dark', label: __('Light on a dark section', 'lumera-site') },
              { value: 'light', label: __('Dark on a light section', 'lumera-site') },
            ],
            onChange: (tone) => setAttributes({ tone }),
          }),
        ),
      ),
    )
  })
})(window.wp, window.lumeraEditor)
