/** The Green Diploma note in the editor: its badge, title, text and link label in place; where it leads in the sidebar. */
;(function (wp, editor) {
  const { el, __, Rich, Plain, Frame, problemsOf, hrefPattern, register } = editor
  const { InspectorControls, URLInput } = wp.blockEditor
  const { PanelBody, BaseControl } = wp.components
  const name = 'lumera/green-diploma'

  register(name, function GreenDiplomaEdit({ attributes: a, setAttributes }) {
    const problems = problemsOf(
      name,
      a,
      {
        title: __('the title', 'lumera-site'),
        badge: __('the badge', 'lumera-site'),
        text: __('the text', 'lumera-site'),
        linkLabel: __('the link’s label', 'lumera-site'),
        href: __('where the link leads (in the sidebar)', 'lumera-site'),
      },
      [a.href && !hrefPattern.test(a.href) ? __('The website cannot use the link’s address: check how it starts.', 'lumera-site') : null],
    )
    const plain = (key, placeholder, className, max) =>
      el(Plain, {
        className,
        value: a[key],
        onChange: (value) => setAttributes({ [key]: value.slice(0, max) }),
        placeholder,
        label: placeholder,
      })
    return el(
      Frame,
      { className: 'lumera-green-diploma', problems },
      plain('badge', __('Badge…', 'lumera-site'), 'lumera-green-diploma__badge', 40),
      plain('title', __('Title…', 'lumera-site'), 'lumera-green-diploma__title', 120),
      el(Rich, {
        value: a.text,
        onChange: (text) => setAttributes({ text }),
        placeholder: __('Text…', 'lumera-site'),
        label: __('Text', 'lumera-site'),
      }),
      plain('linkLabel', __('Link label…', 'lumera-site'), 'lumera-green-diploma__link', 80),
      el(
        InspectorControls,
        null,
        el(
          PanelBody,
          { title: __('Link', 'lumera-site') },
          el(
            BaseControl,
            {
              id: 'lumera-green-diploma-href',
              label: __('Address', 'lumera-site'),
              help: __('A page of the website by its address (/sustainability), or a full address (https://…).', 'lumera-site'),
            },
            el(URLInput, {
              id: 'lumera-green-diploma-href',
              value: a.href || '',
              disableSuggestions: true,
              onChange: (href) => setAttributes({ href: href.trim() }),
            }),
          ),
        ),
      ),
    )
  })
})(window.wp, window.lumeraEditor)
