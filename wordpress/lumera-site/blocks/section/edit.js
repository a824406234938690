/** A section in the editor: eyebrow, heading and lead in place, its background, its actions, the blocks it holds. */
;(function (wp, editor) {
  const { el, __, cx, choices, Rich, Plain, Actions, Frame, Inner, actionsProblem, problemsOf, register } = editor
  const { InspectorControls } = wp.blockEditor
  const { PanelBody, SelectControl } = wp.components
  const name = 'lumera/section'

  register(
    name,
    function SectionEdit({ attributes: a, setAttributes, isSelected }) {
      const actions = el(Actions, { actions: a.actions, onChange: (list) => setAttributes({ actions: list }), max: 2, isSelected })
      return el(
        Frame,
        { className: cx('lumera-section', `lumera-tint-${a.tint}`), problems: problemsOf(name, a, {}, [actionsProblem(a.actions)]) },
        el(
          'div',
          { className: 'lumera-section__heading' },
          el(
            'div',
            null,
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
              placeholder: __('Section heading (optional)…', 'lumera-site'),
              optional: true,
              label: __('Heading', 'lumera-site'),
            }),
            el(Rich, {
              className: 'lumera-lead',
              value: a.lead,
              onChange: (lead) => setAttributes({ lead }),
              placeholder: __('Lead (optional)…', 'lumera-site'),
              optional: true,
              label: __('Lead', 'lumera-site'),
            }),
          ),
          a.actionsAt === 'end' ? null : actions,
        ),
        el(Inner, { allowed: 'any' }),
        a.actionsAt === 'end' ? actions : null,
        el(
          InspectorControls,
          null,
          el(
            PanelBody,
            { title: __('Section', 'lumera-site') },
            el(SelectControl, {
              label: __('Background', 'lumera-site'),
              value: a.tint,
              options: choices.tints,
              onChange: (tint) => setAttributes({ tint }),
            }),
            el(SelectControl, {
              label: __('Calls to action', 'lumera-site'),
              value: a.actionsAt,
              options: [
                { value: 'heading', label: __('Beside the heading', 'lumera-site') },
                { value: 'end', label: __('After the section’s blocks', 'lumera-site') },
              ],
              onChange: (actionsAt) => setAttributes({ actionsAt }),
            }),
          ),
        ),
      )
    },
    { inner: true },
  )
})(window.wp, window.lumeraEditor)
