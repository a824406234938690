/** The banner in the editor: its words in place, on the site's thin dark band, with an optional link or form. */
;(function (wp, editor) {
  const { el, __, Rich, Actions, Frame, problemsOf, actionsProblem, register } = editor
  const name = 'lumera/announcement'
  register(name, function AnnouncementEdit({ attributes: a, setAttributes, isSelected }) {
    const actions = a.action ? [a.action] : []
    return el(
      Frame,
      {
        className: 'lumera-announcement',
        problems: problemsOf(name, a, { text: __('the banner’s text', 'lumera-site') }, [actionsProblem(actions)]),
      },
      el(Rich, {
        tagName: 'p',
        value: a.text,
        onChange: (text) => setAttributes({ text }),
        placeholder: __('What the banner says…', 'lumera-site'),
        label: __('Banner text', 'lumera-site'),
      }),
      el(Actions, { actions, onChange: (list) => setAttributes({ action: list[0] }), max: 1, isSelected }),
    )
  })
})(window.wp, window.lumeraEditor)
