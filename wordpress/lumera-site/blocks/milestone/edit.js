/** A milestone in the editor: its year and what happened, in place. */
;(function (wp, editor) {
  const { el, __, Rich, Plain, Frame, problemsOf, register } = editor
  const name = 'lumera/milestone'
  register(name, function MilestoneEdit({ attributes: a, setAttributes }) {
    return el(
      Frame,
      {
        className: 'lumera-milestone',
        problems: problemsOf(name, a, { year: __('the year', 'lumera-site'), text: __('the text', 'lumera-site') }),
      },
      el(Plain, {
        className: 'lumera-milestone__year',
        value: a.year,
        onChange: (year) => setAttributes({ year: year.slice(0, 12) }),
        placeholder: __('Year…', 'lumera-site'),
        label: __('Year', 'lumera-site'),
      }),
      el(Rich, {
        value: a.text,
        onChange: (text) => setAttributes({ text }),
        placeholder: __('What happened…', 'lumera-site'),
        label: __('Text', 'lumera-site'),
      }),
    )
  })
})(window.wp, window.lumeraEditor)
