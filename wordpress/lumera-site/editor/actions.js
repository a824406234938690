/**
 * Calls to action: a link (a page of the site, an anchor or an outside address) or one of the five lead forms,
 * opened in a dialog on the site. Their labels are edited in place in the canvas, on buttons that look like the
 * site's; where each leads, how it looks, adding and removing them, in the sidebar.
 */
;(function (wp, editor) {
  const { el, __, cx, choices, Plain } = editor
  const { InspectorControls, URLInput } = wp.blockEditor
  const { PanelBody, SelectControl, Button, BaseControl, Notice } = wp.components
  const { Fragment } = wp.element

  /** Where a link may lead (src/blocks/model.ts's Href): a site path, an anchor, an http(s), mailto or tel address. */
  const hrefPattern = /^(?:\/(?!\/)[^\s<>"]*|#[\w-]{1,80}|https?:\/\/[^\s<>"]+|mailto:[^\s<>"]+|tel:\+?[\d\s-]+)$/
  const LINK = 'link'

  /** The site's address written in full is made root-relative, as the site itself does. */
  function toSiteHref(href) {
    const site = editor.settings.siteUrl
    const trimmed = href.trim()
    return site && trimmed.startsWith(site + '/') ? trimmed.slice(site.length) : trimmed
  }

  /** A new action: a link to nowhere yet, as a filled button first, outlined after. */
  const newAction = (index) => ({ label: '', href: '', style: index === 0 ? 'primary' : 'secondary' })

  /** The buttons in the canvas, their labels editable. */
  function ActionButtons({ actions, onChange, className }) {
    if (!actions.length) return null
    return el(
      'div',
      { className: cx('lumera-actions', className) },
      actions.map((action, index) =>
        el(
          'span',
          { key: index, className: cx('lumera-action', `is-${action.style || 'primary'}`) },
          el(Plain, {
            value: action.label,
            placeholder: __('Label…', 'lumera-site'),
            label: __('Label of the call to action', 'lumera-site'),
            onChange: (label) => onChange(actions.map((a, i) => (i === index ? { ...a, label: label.slice(0, 80) } : a))),
          }),
        ),
      ),
    )
  }

  /** One action's settings. */
  function ActionSettings({ action, index, onChange, onRemove, canRemove }) {
    const opens = action.form ? action.form : LINK
    const href = action.href || ''
    const badHref = opens === LINK && href !== '' && !hrefPattern.test(href)
    return el(
      'div',
      { className: 'lumera-action-settings' },
      el(SelectControl, {
        label: __('Opens', 'lumera-site'),
        value: opens,
        options: [{ value: LINK, label: __('A page or an address', 'lumera-site') }, ...choices.forms],
        onChange: (value) => {
          const { href: _href, form: _form, ...rest } = action
          onChange(value === LINK ? { ...rest, href: '' } : { ...rest, form: value })
        },
      }),
      opens === LINK
        ? el(
            BaseControl,
            {
              id: `lumera-action-href-${index}`,
              label: __('Address', 'lumera-site'),
              help: __(
                'A page of the website by its address (/showcases, /it/vetrine-refrigerate), an anchor (#start) or a full address (https://…).',
                'lumera-site',
              ),
            },
            el(URLInput, {
              id: `lumera-action-href-${index}`,
              value: href,
              disableSuggestions: true,
              onChange: (value) => onChange({ ...action, href: toSiteHref(value) }),
            }),
          )
        : null,
      badHref
        ? el(
            Notice,
            { status: 'warning', isDismissible: false },
            __('The website cannot use this address: check how it starts.', 'lumera-site'),
          )
        : null,
      el(SelectControl, {
        label: __('Looks like', 'lumera-site'),
        value: action.style || 'primary',
        options: choices.actionStyles,
        onChange: (style) => onChange({ ...action, style }),
      }),
      canRemove
        ? el(Button, { variant: 'link', isDestructive: true, onClick: onRemove }, __('Remove this call to action', 'lumera-site'))
        : null,
    )
  }

  /** The sidebar's panel of a block's actions, `min` to `max` of them. */
  function ActionsPanel({ actions, onChange, min = 0, max = 2, title }) {
    return el(
      InspectorControls,
      null,
      el(
        PanelBody,
        { title: title || __('Calls to action', 'lumera-site') },
        actions.map((action, index) =>
          el(
            Fragment,
            { key: index },
            el('p', { className: 'lumera-action-title' }, action.label || __('(no label yet)', 'lumera-site')),
            el(ActionSettings, {
              action,
              index,
              canRemove: actions.length > min,
              onChange: (changed) => onChange(actions.map((a, i) => (i === index ? changed : a))),
              onRemove: () => onChange(actions.filter((_, i) => i !== index)),
            }),
          ),
        ),
        actions.length < max
          ? el(
              Button,
              { variant: 'secondary', onClick: () => onChange([...actions, newAction(actions.length)]) },
              __('Add a call to action', 'lumera-site'),
            )
          : null,
      ),
    )
  }

  /** Actions as a list attribute: the buttons in the canvas (or, while selected, one that adds the first) and their panel. */
  function Actions({ actions = [], onChange, min, max, className, isSelected = true }) {
    return el(
      Fragment,
      null,
      actions.length
        ? el(ActionButtons, { actions, onChange, className })
        : isSelected &&
            el(
              Button,
              { variant: 'secondary', className: 'lumera-add-action', onClick: () => onChange([newAction(0)]) },
              __('Add a call to action', 'lumera-site'),
            ),
      el(ActionsPanel, { actions, onChange, min, max }),
    )
  }

  /** Whether the site can use the action: a label, and a form or a valid address. */
  const isCompleteAction = (action) => Boolean(action && action.label && (action.form || (action.href && hrefPattern.test(action.href))))

  /** The problem of a list of actions for the block's note, or null. */
  const actionsProblem = (actions = []) =>
    actions.every(isCompleteAction)
      ? null
      : __('Each call to action needs a label, and an address or a form (in the sidebar).', 'lumera-site')

  Object.assign(editor, { Actions, ActionButtons, ActionsPanel, isCompleteAction, actionsProblem, hrefPattern, newAction })
})(window.wp, window.lumeraEditor)
