import { expect, test } from '@playwright/test'
import { startWordPress, wordPressAvailable } from './support/wordpress.mjs'

/**
 * The plugin as a WordPress administrator installs it (issue 49): a normal plugin in wp-content/plugins/lumera-site/,
 * activated and deleted from the Plugins screen's functions, in Debian's WordPress 6.1 of its own
 * (support/wordpress.mjs), set up for a production site whose LUMERA_SITE_URL is plain http://, which the plugin
 * must refuse. No site runs: nothing here reaches one. Everything is PHP in WordPress: one width.
 */
let wp: Awaited<ReturnType<typeof startWordPress>>

test.describe.configure({ mode: 'serial' })
test.skip(!wordPressAvailable(), 'WordPress, MariaDB and PHP are installed by .ci/run (apt-get)')

test.describe('the plugin installed as a normal one', { tag: '@one-width' }, () => {
  test.setTimeout(90_000)

  test.beforeAll(async () => {
    test.setTimeout(120_000)
    wp = await startWordPress({
      siteUrl: 'http://www.lumera-vetrine.example',
      secret: 'a-long-secret-shared-with-wordpress',
      previewSecret: 'a-preview-key-of-at-least-32-characters',
      asPlugin: true,
      environment: 'production',
    })
  })

  test.afterAll(() => wp?.stop())

  /** PHP in WordPress, with the Plugins screen's functions, as JSON. */
  const run = (code: string) => JSON.parse(wp.php(`require_once ABSPATH . 'wp-admin/includes/plugin.php';\n${code}`))

  test('activates: the story type, its addresses and the stored data are ready at once', () => {
    expect(run(`echo wp_json_encode(post_type_exists('customer_story'));`)).toBe(false)
    const activated = run(`$result = activate_plugin('lumera-site/lumera-site.php');
      echo wp_json_encode(array('error' => is_wp_error($result) ? $result->get_error_message() : null, 'rules' => array_keys(array_filter(get_option('rewrite_rules'), function ($query) { return false !== strpos($query, 'customer_story='); })), 'schema' => get_option('lumera_site_schema')));`)
    expect(activated.error).toBeNull()
    expect(activated.rules.length).toBeGreaterThan(0)
    expect(activated.schema).toBe(2)
    expect(run(`echo wp_json_encode(array(post_type_exists('customer_story'), is_plugin_active('lumera-site/lumera-site.php')));`)).toEqual(
      [true, true],
    )
  })

  test('speaks Italian to an Italian administrator, from its own folder', () => {
    // WordPress itself has no Italian here: the site's language is set to Italian for the plugin, which loads again.
    const italian = run(`add_filter('locale', function () { return 'it_IT'; }); unload_textdomain('lumera-site'); lumera_load_textdomain();
      echo wp_json_encode(array(__('Customer stories', 'lumera-site'), is_textdomain_loaded('lumera-site')));`)
    expect(italian).toEqual(['Storie dei clienti', true])
  })

  test('refuses a plain http:// address for a website on another machine, and says why', () => {
    const state = run(`require_once ABSPATH . 'wp-admin/includes/class-wp-site-health.php';
      $notice = ''; wp_set_current_user(1); ob_start(); lumera_admin_notices(); $notice = ob_get_clean();
      echo wp_json_encode(array('url' => lumera_site_url(), 'configured' => lumera_is_configured(), 'health' => lumera_site_health_test(), 'notice' => wp_strip_all_tags($notice), 'link' => get_permalink(1)));`)
    expect(state.url).toBe('')
    expect(state.configured).toBe(false)
    expect(state.health).toMatchObject({ status: 'critical', label: 'The Lumera website is not connected' })
    expect(state.health.description).toContain('LUMERA_SITE_URL must start with https://')
    expect(state.notice).toContain('LUMERA_SITE_URL must start with https://')
    // Nothing is sent there and nothing links there: WordPress's own addresses stay.
    expect(state.link).toContain(wp.url)
    const sent =
      run(`$asked = array(); add_filter('pre_http_request', function ($pre, $args, $url) use (&$asked) { $asked[] = $url; return $pre; }, 10, 3);
      wp_update_post(array('ID' => 1, 'post_title' => 'Hello again')); lumera_send_changes(); echo wp_json_encode($asked);`)
    expect(sent).toEqual([])
  })

  test('deactivates without deleting anything, and its deletion removes what it stored but the editors’ stories', () => {
    const stored =
      run(`$story = wp_insert_post(array('post_type' => 'customer_story', 'post_title' => 'A bakery in Parma', 'post_status' => 'publish'));
      update_post_meta($story, 'lumera_client', 'Forno Parma'); update_post_meta($story, '_lumera_lang', 'it');
      update_post_meta(1, 'lumera_lang', 'en');
      update_option('lumera_site_notifications', array('time' => time(), 'ok' => false, 'message' => 'x', 'failures' => 1), false);
      lumera_schedule_retry(array('event' => 'ping'), 1);
      echo wp_json_encode(array('story' => $story, 'retry' => (bool) wp_next_scheduled('lumera_site_retry_notification', array(array('event' => 'ping'), 1))));`)
    expect(stored.retry).toBe(true)
    // Deactivated: the waiting retries stop; the data stays.
    const deactivated = run(`deactivate_plugins('lumera-site/lumera-site.php');
      echo wp_json_encode(array('retry' => wp_next_scheduled('lumera_site_retry_notification', array(array('event' => 'ping'), 1)), 'option' => (bool) get_option('lumera_site_notifications')));`)
    expect(deactivated).toEqual({ retry: false, option: true })
    // Deleted as the Plugins screen deletes it: uninstall.php runs.
    const deleted = run(`require_once ABSPATH . 'wp-admin/includes/file.php';
      $result = delete_plugins(array('lumera-site/lumera-site.php'));
      global $wpdb;
      echo wp_json_encode(array('result' => is_wp_error($result) ? $result->get_error_message() : $result,
        'options' => $wpdb->get_col("SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE 'lumera%'"),
        'meta' => $wpdb->get_col("SELECT DISTINCT meta_key FROM {$wpdb->postmeta} WHERE meta_key LIKE '%lumera%'"),
        'story' => get_post_status(${stored.story}), 'files' => file_exists(WP_PLUGIN_DIR . '/lumera-site')));`)
    expect(deleted).toEqual({ result: true, options: [], meta: ['lumera_client'], story: 'publish', files: false })
  })
})
