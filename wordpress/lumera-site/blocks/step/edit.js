/** A step in the editor: its title and text, in place. */
;(function (wp, editor) {
  const { el, __, Rich, Plain, Frame, problemsOf, register } = editor
  const name = 'lumera/step'
  register(name, function StepEdit({ attributes: a, setAttributes }) {
    return el(
      Frame,
      {
        className: 'lumera-step',
        problems: problemsOf(name, a, { title: __('the title', 'lumera-site'), text: __('the text', 'lumera-site') }),
      },
      el(Plain, {
        className: 'lumera-step__title',
        value: a.title,
        onChange: (title) => setAttributes({ title: title.slice(0, 120) }),
        placeholder: __('Step…', 'lumera-site'),
        label: __('Title', 'lumera-site'),
      }),
      el(Rich, {
        value: a.text,
        onChange: (text) => setAttributes({ text }),
        placeholder: __('What happens in this step…', 'lumera-site'),
        label: __('Text', 'lumera-site'),
      }),
    )
  })
})(window.wp, window.lumeraEditor)
