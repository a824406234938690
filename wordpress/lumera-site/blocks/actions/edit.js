/** A row of calls to action in the editor: one to three buttons, their labels in place, where they lead in the sidebar. */
;(function (wp, editor) {
  const { el, __, Actions, Frame, problemsOf, actionsProblem, register } = editor
  const name = 'lumera/actions'
  register(name, function ActionsEdit({ attributes: a, setAttributes, isSelected }) {
    return el(
      Frame,
      {
        className: 'lumera-actions-block',
        problems: problemsOf(name, a, { actions: __('a call to action', 'lumera-site') }, [actionsProblem(a.actions)]),
      },
      el(Actions, { actions: a.actions || [], onChange: (actions) => setAttributes({ actions }), min: 1, max: 3, isSelected }),
    )
  })
})(window.wp, window.lumeraEditor)
