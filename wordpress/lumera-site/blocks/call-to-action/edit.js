/**
 * A call to action in the editor: heading and text in place on its coloured card or panel, one or two actions that
 * lead to a page or open one of the five lead forms (chosen in the sidebar).
 */
;(function (wp, editor) {
  const { el, __, cx, choices, Rich, Actions, Frame, problemsOf, actionsProblem, register } = editor
  const { InspectorControls } = wp.blockEditor
  const { PanelBody, SelectControl } = wp.components
  const name = 'lumera/call-to-action'

  register(name, function CallToActionEdit({ attributes: a, setAttributes, isSelected }) {
    const problems = problemsOf(name, a, { heading: __('the heading', 'lumera-site'), actions: __('a call to action', 'lumera-site') }, [
      actionsProblem(a.actions),
    ])
    return el(
      Frame,
      { className: cx('lumera-cta', `is-${a.layout}`, `lumera-tint-${a.tint}`), problems },
      el(Rich, {
        tagName: 'h2',
        className: 'lumera-display-3',
        heading: true,
        value: a.heading,
        onChange: (heading) => setAttributes({ heading }),
        placeholder: __('Heading…', 'lumera-site'),
        label: __('Heading', 'lumera-site'),
      }),
      el(Rich, {
        className: 'lumera-cta__text',
        value: a.text,
        onChange: (text) => setAttributes({ text }),
        placeholder: __('Text (optional)…', 'lumera-site'),
        optional: true,
        label: __('Text', 'lumera-site'),
      }),
      el(Actions, { actions: a.actions || [], onChange: (actions) => setAttributes({ actions }), min: 1, max: 2, isSelected }),
      el(
        InspectorControls,
        null,
        el(
          PanelBody,
          { title: __('Call to action', 'lumera-site') },
          el(SelectControl, {
            label: __('Background', 'lumera-site'),
            value: a.tint,
            options: choices.tints,
            onChange: (tint) => setAttributes({ tint }),
          }),
          el(SelectControl, {
            label: __('Shape', 'lumera-site'),
            value: a.layout,
            options: [
              { value: 'card', label: __('A card (put several in columns for a row)', 'lumera-site') },
              { value: 'panel', label: __('A panel as wide as the page', 'lumera-site') },
            ],
            onChange: (layout) => setAttributes({ layout }),
          }),
        ),
      ),
    )
  })
})(window.wp, window.lumeraEditor)
