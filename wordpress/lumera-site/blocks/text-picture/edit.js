/** Text beside a picture in the editor: eyebrow and heading in place, the text blocks it holds, the picture. */
;(function (wp, editor) {
  const { el, __, cx, choices, Rich, Plain, Picture, PictureControls, Frame, Inner, problemsOf, register } = editor
  const { InspectorControls } = wp.blockEditor
  const { PanelBody, SelectControl, ToggleControl } = wp.components
  const name = 'lumera/text-picture'

  register(
    name,
    function TextPictureEdit({ attributes: a, setAttributes }) {
      const problems = problemsOf(name, a, { heading: __('the heading', 'lumera-site'), picture: __('the picture', 'lumera-site') })
      return el(
        Frame,
        { className: cx('lumera-text-picture', `lumera-tint-${a.tint}`, a.flip && 'is-flipped'), problems },
        el(
          'div',
          { className: 'lumera-text-picture__text' },
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
          el(Inner, { allowed: 'text', className: 'lumera-prose' }),
        ),
        el(
          'div',
          { className: 'lumera-text-picture__picture' },
          el(Picture, { value: a.picture, onChange: (picture) => setAttributes({ picture }) }),
        ),
        el(PictureControls, { value: a.picture, onChange: (picture) => setAttributes({ picture }) }),
        el(
          InspectorControls,
          null,
          el(
            PanelBody,
            { title: __('Text and picture', 'lumera-site') },
            el(ToggleControl, {
              label: __('Picture first', 'lumera-site'),
              checked: Boolean(a.flip),
              onChange: (flip) => setAttributes({ flip }),
            }),
            el(SelectControl, {
              label: __('Background', 'lumera-site'),
              value: a.tint,
              options: choices.tints,
              onChange: (tint) => setAttributes({ tint }),
            }),
          ),
        ),
      )
    },
    { inner: true },
  )
})(window.wp, window.lumeraEditor)
