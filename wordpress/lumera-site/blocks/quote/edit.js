/** A quote in the editor: the words, who said them and their role, in place. */
;(function (wp, editor) {
  const { el, __, Rich, Plain, Frame, problemsOf, register } = editor
  const name = 'lumera/quote'
  register(name, function QuoteEdit({ attributes: a, setAttributes }) {
    return el(
      Frame,
      { className: 'lumera-quote', tagName: 'figure', problems: problemsOf(name, a, { text: __('the quote', 'lumera-site') }) },
      el(Rich, {
        tagName: 'blockquote',
        className: 'lumera-display-3',
        value: a.text,
        onChange: (text) => setAttributes({ text }),
        placeholder: __('Quote…', 'lumera-site'),
        label: __('Quote', 'lumera-site'),
      }),
      el(
        'figcaption',
        null,
        el(Plain, {
          className: 'lumera-quote__cite',
          value: a.cite,
          onChange: (cite) => setAttributes({ cite: cite.slice(0, 120) }),
          placeholder: __('Who said it…', 'lumera-site'),
          label: __('Who said it', 'lumera-site'),
        }),
        el(Plain, {
          className: 'lumera-quote__role',
          value: a.role,
          onChange: (role) => setAttributes({ role: role.slice(0, 160) }),
          placeholder: __('Their role (optional)…', 'lumera-site'),
          optional: true,
          label: __('Role', 'lumera-site'),
        }),
      ),
    )
  })
})(window.wp, window.lumeraEditor)
