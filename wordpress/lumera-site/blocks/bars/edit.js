/** A bar chart in the editor: heading, text and caption in place, its bars as inner blocks, how values read. */
;(function (wp, editor) {
  const { el, __, Rich, Plain, Frame, Inner, problemsOf, register } = editor
  const { InspectorControls } = wp.blockEditor
  const { PanelBody, TextControl } = wp.components
  const name = 'lumera/bars'

  register(
    name,
    function BarsEdit({ attributes: a, setAttributes }) {
      const format = a.valueFormat || ''
      const problems = problemsOf(
        name,
        a,
        { heading: __('the heading', 'lumera-site'), caption: __('the chart’s caption', 'lumera-site') },
        [format.includes('{value}') ? null : __('How values read must hold {value}.', 'lumera-site')],
      )
      return el(
        Frame,
        { className: 'lumera-bars', problems },
        el(
          'div',
          { className: 'lumera-bars__text' },
          el(Plain, {
            className: 'lumera-eyebrow',
            value: a.eyebrow,
            onChange: (eyebrow) => setAttributes({ eyebrow }),
            placeholder: __('Eyebrow…', 'lumera-site'),
            optional: true,
            label: __('Eyebrow', 'lumera-site'),
          }),
          el(Rich, {
            tagName: 'h2',
            className: 'lumera-display-2',
            heading: true,
            value: a.heading,
            onChange: (heading) => setAttributes({ heading }),
            placeholder: __('Heading…', 'lumera-site'),
            label: __('Heading', 'lumera-site'),
          }),
          el(Rich, {
            className: 'lumera-lead',
            value: a.text,
            onChange: (text) => setAttributes({ text }),
            placeholder: __('Text (optional)…', 'lumera-site'),
            optional: true,
            label: __('Text', 'lumera-site'),
          }),
        ),
        el(
          'figure',
          { className: 'lumera-bars__chart' },
          el(Inner, { child: 'lumera/bar', count: 2 }),
          el(Plain, {
            className: 'lumera-caption',
            value: a.caption,
            onChange: (caption) => setAttributes({ caption }),
            placeholder: __('Caption of the chart…', 'lumera-site'),
            label: __('Caption', 'lumera-site'),
          }),
        ),
        el(
          InspectorControls,
          null,
          el(
            PanelBody,
            { title: __('Bar chart', 'lumera-site') },
            el(TextControl, {
              label: __('How values read', 'lumera-site'),
              help: __('{value} stands for the number, written as the page’s language writes numbers: “GWP {value}”.', 'lumera-site'),
              value: format,
              onChange: (valueFormat) => setAttributes({ valueFormat: valueFormat.replace(/[<>]/g, '').slice(0, 60) }),
            }),
          ),
        ),
      )
    },
    { inner: true },
  )
})(window.wp, window.lumeraEditor)
