/**
 * A notice's dates beside the document (notices.php): when it starts and stops showing, in the site's time zone
 * (Settings > General). Empty: from publication, and with no end.
 */
;(function (wp, editor) {
  const { el, __ } = editor
  const { PluginDocumentSettingPanel } = wp.editPost
  const { DateTimePicker, Dropdown, Button, BaseControl } = wp.components
  const { useSelect, useDispatch } = wp.data
  const { dateI18n, date, getSettings } = wp.date

  function Moment({ label, empty, value, onChange }) {
    const format = getSettings().formats.datetime
    return el(
      BaseControl,
      { className: 'lumera-moment', label },
      el(
        'div',
        { className: 'lumera-moment__row' },
        el(Dropdown, {
          position: 'bottom left',
          renderToggle: ({ onToggle, isOpen }) =>
            el(
              Button,
              { variant: 'tertiary', onClick: onToggle, 'aria-expanded': isOpen, 'aria-label': label },
              value ? dateI18n(format, value) : empty,
            ),
          renderContent: () =>
            el(DateTimePicker, {
              currentDate: value ? date('Y-m-d\\TH:i:s', value) : undefined,
              onChange: (picked) => onChange(picked || ''),
              is12Hour: /a(?!\\)/i.test(getSettings().formats.time),
            }),
        }),
        value ? el(Button, { variant: 'link', isDestructive: true, onClick: () => onChange('') }, __('Clear', 'lumera-site')) : null,
      ),
    )
  }

  function NoticePanel() {
    const { type, meta } = useSelect(
      (select) => ({
        type: select('core/editor').getCurrentPostType(),
        meta: select('core/editor').getEditedPostAttribute('meta') || {},
      }),
      [],
    )
    const { editPost } = useDispatch('core/editor')
    if (type !== 'lumera_notice') return null
    return el(
      PluginDocumentSettingPanel,
      { name: 'lumera-notice-dates', title: __('When it shows', 'lumera-site'), className: 'lumera-notice-panel' },
      el('p', null, __('The website shows the newest published notice of each kind whose time has come, in its language.', 'lumera-site')),
      el(Moment, {
        label: __('Starts', 'lumera-site'),
        empty: __('On publication', 'lumera-site'),
        value: meta.lumera_starts_at,
        onChange: (value) => editPost({ meta: { lumera_starts_at: value } }),
      }),
      el(Moment, {
        label: __('Ends', 'lumera-site'),
        empty: __('Never', 'lumera-site'),
        value: meta.lumera_ends_at,
        onChange: (value) => editPost({ meta: { lumera_ends_at: value } }),
      }),
    )
  }

  wp.plugins.registerPlugin('lumera-notice-dates', { render: NoticePanel, icon: null })
})(window.wp, window.lumeraEditor)
