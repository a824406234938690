/** A picture with its caption in the editor: the picture from the media library, the caption in place, its width. */
;(function (wp, editor) {
  const { el, __, cx, Rich, Picture, PictureControls, Frame, problemsOf, register } = editor
  const { InspectorControls } = wp.blockEditor
  const { PanelBody, SelectControl } = wp.components
  const name = 'lumera/picture'

  register(name, function PictureEdit({ attributes: a, setAttributes }) {
    return el(
      Frame,
      {
        className: cx('lumera-figure', `is-${a.width}`),
        tagName: 'figure',
        problems: problemsOf(name, a, { picture: __('the picture', 'lumera-site') }),
      },
      el(Picture, { value: a.picture, onChange: (picture) => setAttributes({ picture }) }),
      el(Rich, {
        tagName: 'figcaption',
        value: a.caption,
        onChange: (caption) => setAttributes({ caption }),
        placeholder: __('Caption (optional)…', 'lumera-site'),
        optional: true,
        label: __('Caption', 'lumera-site'),
      }),
      el(PictureControls, { value: a.picture, onChange: (picture) => setAttributes({ picture }) }),
      el(
        InspectorControls,
        null,
        el(
          PanelBody,
          { title: __('Picture', 'lumera-site') },
          el(SelectControl, {
            label: __('Width', 'lumera-site'),
            value: a.width,
            options: [
              { value: 'wide', label: __('As wide as the page', 'lumera-site') },
              { value: 'text', label: __('As wide as the text', 'lumera-site') },
            ],
            onChange: (width) => setAttributes({ width }),
          }),
        ),
      ),
    )
  })
})(window.wp, window.lumeraEditor)
