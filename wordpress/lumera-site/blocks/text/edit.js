/** A column of text in the editor: an optional eyebrow and heading in place, then the text blocks it holds. */
;(function (wp, editor) {
  const { el, __, Rich, Plain, Frame, Inner, register } = editor
  const name = 'lumera/text'

  register(
    name,
    function TextEdit({ attributes: a, setAttributes }) {
      return el(
        Frame,
        { className: 'lumera-text' },
        el(Plain, {
          className: 'lumera-eyebrow',
          value: a.eyebrow,
          onChange: (eyebrow) => setAttributes({ eyebrow }),
          placeholder: __('Eyebrow (optional)…', 'lumera-site'),
          optional: true,
          label: __('Eyebrow', 'lumera-site'),
        }),
        el(Rich, {
          tagName: 'h2',
          className: 'lumera-display-2',
          heading: true,
          value: a.heading,
          onChange: (heading) => setAttributes({ heading }),
          placeholder: __('Heading (optional)…', 'lumera-site'),
          optional: true,
          label: __('Heading', 'lumera-site'),
        }),
        el(Inner, { allowed: 'text', className: 'lumera-prose' }),
      )
    },
    { inner: true },
  )
})(window.wp, window.lumeraEditor)
