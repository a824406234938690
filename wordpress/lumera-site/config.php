<?php
/**
 * The plugin's settings (constants in wp-config.php, checked by settings-check.php), the facts it
 * shares with the site, the one site of a network it serves, and its translations.
 *
 * @package LumeraSite
 */

defined( 'ABSPATH' ) || exit;

/** The post types the site shows as posts: articles are posts, customer stories this plugin's type. */
const LUMERA_POST_TYPES = array( 'post', 'customer_story' );

/**
 * Every type the site reads (decision 0069): the posts, pages made of blocks, and the notices (the
 * banner, the Green Diploma note). Each has a language and translations, and its changes are sent.
 */
const LUMERA_SITE_TYPES = array( 'post', 'customer_story', 'page', 'lumera_notice' );

/** The site's languages; the first is the default (posts without a language are in it). */
const LUMERA_LANGUAGES = array( 'en', 'it', 'de' );

/** How long a preview link works, in seconds (the site refuses links that claim more than a day). */
const LUMERA_PREVIEW_LIFETIME = 2 * HOUR_IN_SECONDS;

/** How long a notification may take in all, in seconds, before the editor's request ends anyway. */
const LUMERA_NOTIFY_TIMEOUT = 2;

/** How long a notification may wait for the site to accept the connection, in seconds. */
const LUMERA_NOTIFY_CONNECT_TIMEOUT = 1;

/** Failed notifications in a row after which administrators see a notice. */
const LUMERA_NOTIFY_FAILURES_NOTICE = 3;

/** The option that keeps the outcome of the last notification (not autoloaded). */
const LUMERA_STATUS_OPTION = 'lumera_site_notifications';

/**
 * The site's public origin, without a trailing slash, or '' when LUMERA_SITE_URL is not set or is refused
 * (settings-check.php: plain http:// only for a site on this machine).
 *
 * @return string
 */
function lumera_site_url() {
	$url = defined( 'LUMERA_SITE_URL' ) ? untrailingslashit( (string) LUMERA_SITE_URL ) : '';
	return '' === lumera_site_url_problem( $url, lumera_environment_type() ) ? $url : '';
}

/**
 * The key that signs preview links (the site's WORDPRESS_PREVIEW_SECRET), or '' when LUMERA_PREVIEW_SECRET is not
 * set or is refused (settings-check.php: 32 characters at least, not the webhook's secret).
 *
 * @return string
 */
function lumera_preview_key() {
	$key = defined( 'LUMERA_PREVIEW_SECRET' ) ? (string) LUMERA_PREVIEW_SECRET : '';
	return '' === lumera_preview_key_problem( $key, lumera_secret() ) ? $key : '';
}

/**
 * WordPress's environment type (`local`, `development`, `staging`, `production`).
 *
 * @return string
 */
function lumera_environment_type() {
	return function_exists( 'wp_get_environment_type' ) ? wp_get_environment_type() : 'production';
}

/**
 * The secret shared with the site (its WORDPRESS_WEBHOOK_SECRET), or '' when not set.
 *
 * @return string
 */
function lumera_secret() {
	return defined( 'LUMERA_WEBHOOK_SECRET' ) ? (string) LUMERA_WEBHOOK_SECRET : '';
}

/**
 * Whether both constants are set: without them the plugin only registers its content.
 *
 * @return bool
 */
function lumera_is_configured() {
	return '' !== lumera_site_url() && '' !== lumera_secret();
}

/**
 * Whether the plugin serves a site: any site of a single install; on a network only the site
 * LUMERA_SITE_BLOG_ID names (by default the main one), since every site would otherwise send the
 * website ids and previews of posts it does not read.
 *
 * @param bool $is_multisite Whether WordPress runs a network.
 * @param int  $blog_id      The site asked about.
 * @param int  $served_id    The site the plugin serves.
 * @return bool
 */
function lumera_serves( $is_multisite, $blog_id, $served_id ) {
	return ! $is_multisite || (int) $blog_id === (int) $served_id;
}

/**
 * The site of a network the plugin serves: LUMERA_SITE_BLOG_ID, else the main site.
 *
 * @return int
 */
function lumera_served_blog_id() {
	return defined( 'LUMERA_SITE_BLOG_ID' ) ? (int) LUMERA_SITE_BLOG_ID : (int) get_main_site_id();
}

/**
 * Whether the plugin serves the site this request is on now (after any switch_to_blog()).
 *
 * @return bool
 */
function lumera_serves_this_site() {
	return lumera_serves( is_multisite(), get_current_blog_id(), lumera_served_blog_id() );
}

/**
 * Loads the plugin's translations (languages/lumera-site-{locale}.mo), or the ones an administrator put in
 * wp-content/languages/plugins/, which WordPress prefers: with WordPress's function for must-use plugins when
 * this copy is one, else with the one for normal plugins (whose folder may have any name).
 */
function lumera_load_textdomain() {
	$languages = basename( __DIR__ ) . '/languages';
	if ( 0 === strpos( wp_normalize_path( __DIR__ ), trailingslashit( wp_normalize_path( WPMU_PLUGIN_DIR ) ) ) ) {
		load_muplugin_textdomain( 'lumera-site', $languages );
	} else {
		load_plugin_textdomain( 'lumera-site', false, dirname( plugin_basename( LUMERA_SITE_FILE ) ) . '/' . $languages );
	}
}
add_action( 'init', 'lumera_load_textdomain', 0 );
