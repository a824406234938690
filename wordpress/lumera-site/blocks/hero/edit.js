/** The hero in the editor: eyebrow, heading and lead in place, calls to action, a picture, the film's button. */
;(function (wp, editor) {
  const { el, __, Rich, Plain, Picture, PictureControls, Actions, Frame, problemsOf, actionsProblem, register } = editor
  const { InspectorControls } = wp.blockEditor
  const { PanelBody, ToggleControl } = wp.components
  const name = 'lumera/hero'

  register(name, function HeroEdit({ attributes: a, setAttributes, isSelected }) {
    const problems = problemsOf(name, a, { heading: __('the heading', 'lumera-site') }, [actionsProblem(a.actions)])
    return el(
      Frame,
      { className: 'lumera-hero', problems },
      el(
        'div',
        { className: 'lumera-hero__text' },
        el(Plain, {
          className: 'lumera-eyebrow',
          value: a.eyebrow,
          onChange: (eyebrow) => setAttributes({ eyebrow }),
          placeholder: __('Eyebrow…', 'lumera-site'),
          optional: true,
          label: __('Eyebrow', 'lumera-site'),
        }),
        el(Rich, {
          tagName: 'h1',
          className: 'lumera-display-1',
          heading: true,
          value: a.heading,
          onChange: (heading) => setAttributes({ heading }),
          placeholder: __('Heading…', 'lumera-site'),
          label: __('Heading', 'lumera-site'),
        }),
        el(Rich, {
          className: 'lumera-lead',
          value: a.lead,
          onChange: (lead) => setAttributes({ lead }),
          placeholder: __('Lead: a sentence or two under the heading…', 'lumera-site'),
          label: __('Lead', 'lumera-site'),
          optional: true,
        }),
        el(Actions, { actions: a.actions, onChange: (actions) => setAttributes({ actions }), max: 2, isSelected }),
      ),
      el(
        'div',
        { className: 'lumera-hero__picture' },
        el(Picture, { value: a.picture, onChange: (picture) => setAttributes({ picture }), label: __('Hero picture', 'lumera-site') }),
        a.film && a.picture ? el('span', { className: 'lumera-film-button', 'aria-hidden': true }, '▶') : null,
      ),
      el(PictureControls, { value: a.picture, onChange: (picture) => setAttributes({ picture }), optional: true }),
      el(
        InspectorControls,
        null,
        el(
          PanelBody,
          { title: __('Film', 'lumera-site') },
          el(ToggleControl, {
            label: __('Play button for the brand film over the picture', 'lumera-site'),
            checked: Boolean(a.film),
            onChange: (film) => setAttributes({ film }),
          }),
        ),
      ),
    )
  })
})(window.wp, window.lumeraEditor)
