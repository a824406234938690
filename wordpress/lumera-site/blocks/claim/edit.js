/** One claim in the editor: its icon, title and text. */
;(function (wp, editor) {
  const { el, __, choices, Rich, Plain, Frame, problemsOf, register } = editor
  const { InspectorControls } = wp.blockEditor
  const { PanelBody, SelectControl } = wp.components
  const name = 'lumera/claim'

  register(name, function ClaimEdit({ attributes: a, setAttributes }) {
    const icon = choices.claimIcons.find((c) => c.value === a.icon)
    const problems = problemsOf(name, a, {
      icon: __('the icon', 'lumera-site'),
      title: __('the title', 'lumera-site'),
      text: __('the text', 'lumera-site'),
    })
    return el(
      Frame,
      { className: 'lumera-claim', problems },
      el(
        'span',
        { className: 'lumera-claim__icon', title: icon ? icon.label : '' },
        icon ? icon.label : __('Choose an icon in the sidebar', 'lumera-site'),
      ),
      el(Plain, {
        className: 'lumera-claim__title',
        value: a.title,
        onChange: (title) => setAttributes({ title: title.slice(0, 120) }),
        placeholder: __('Title…', 'lumera-site'),
        label: __('Title', 'lumera-site'),
      }),
      el(Rich, {
        value: a.text,
        onChange: (text) => setAttributes({ text }),
        placeholder: __('Text…', 'lumera-site'),
        label: __('Text', 'lumera-site'),
      }),
      el(
        InspectorControls,
        null,
        el(
          PanelBody,
          { title: __('Claim', 'lumera-site') },
          el(SelectControl, {
            label: __('Icon', 'lumera-site'),
            value: a.icon || '',
            options: [{ value: '', label: __('Choose…', 'lumera-site'), disabled: true }, ...choices.claimIcons],
            onChange: (value) => setAttributes({ icon: value || undefined }),
          }),
        ),
      ),
    )
  })
})(window.wp, window.lumeraEditor)
