/** A timeline in the editor: its heading in place, its milestones as inner blocks. */
;(function (wp, editor) {
  const { el, __, Rich, Frame, Inner, problemsOf, register } = editor
  const name = 'lumera/timeline'
  register(
    name,
    function TimelineEdit({ attributes: a, setAttributes }) {
      return el(
        Frame,
        { className: 'lumera-timeline', problems: problemsOf(name, a, { heading: __('the heading', 'lumera-site') }) },
        el(Rich, {
          tagName: 'h2',
          className: 'lumera-display-2',
          heading: true,
          value: a.heading,
          onChange: (heading) => setAttributes({ heading }),
          placeholder: __('Heading…', 'lumera-site'),
          label: __('Heading', 'lumera-site'),
        }),
        el(Inner, { child: 'lumera/milestone', count: 3 }),
      )
    },
    { inner: true },
  )
})(window.wp, window.lumeraEditor)
