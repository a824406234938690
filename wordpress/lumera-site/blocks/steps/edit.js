/** Numbered steps in the editor: the heading in place, the steps as inner blocks (numbered by the site). */
;(function (wp, editor) {
  const { el, __, Rich, Frame, Inner, problemsOf, register } = editor
  const name = 'lumera/steps'
  register(
    name,
    function StepsEdit({ attributes: a, setAttributes }) {
      return el(
        Frame,
        { className: 'lumera-steps', problems: problemsOf(name, a, { heading: __('the heading', 'lumera-site') }) },
        el(Rich, {
          tagName: 'h2',
          className: 'lumera-display-2',
          heading: true,
          value: a.heading,
          onChange: (heading) => setAttributes({ heading }),
          placeholder: __('Heading…', 'lumera-site'),
          label: __('Heading', 'lumera-site'),
        }),
        el(Inner, { child: 'lumera/step', count: 3, orientation: 'horizontal' }),
      )
    },
    { inner: true },
  )
})(window.wp, window.lumeraEditor)
