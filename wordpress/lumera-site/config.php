<?php
/**
 * The plugin's settings (two constants in wp-config.php) and the facts it shares with the site.
 *
 * @package LumeraSite
 */

defined( 'ABSPATH' ) || exit;

/** The post types the site shows: articles are posts, customer stories this plugin's type. */
const LUMERA_POST_TYPES = array( 'post', 'customer_story' );

/** The site's languages; the first is the default (posts without a language are in it). */
const LUMERA_LANGUAGES = array( 'en', 'it' );

/** How long a preview link works, in seconds (the site refuses links that claim more than a day). */
const LUMERA_PREVIEW_LIFETIME = 2 * HOUR_IN_SECONDS;

/** How long a notification may wait for the site before the editor's request ends anyway. */
const LUMERA_NOTIFY_TIMEOUT = 2;

/**
 * The site's public origin, without a trailing slash, or '' when LUMERA_SITE_URL is not set.
 */
function lumera_site_url() {
	return defined( 'LUMERA_SITE_URL' ) ? untrailingslashit( (string) LUMERA_SITE_URL ) : '';
}

/**
 * The secret shared with the site (its WORDPRESS_WEBHOOK_SECRET), or '' when not set.
 */
function lumera_secret() {
	return defined( 'LUMERA_WEBHOOK_SECRET' ) ? (string) LUMERA_WEBHOOK_SECRET : '';
}

/** Whether both constants are set: without them the plugin only registers its content. */
function lumera_is_configured() {
	return '' !== lumera_site_url() && '' !== lumera_secret();
}

add_action(
	'admin_notices',
	function () {
		if ( lumera_is_configured() || ! current_user_can( 'manage_options' ) ) {
			return;
		}
		echo '<div class="notice notice-warning"><p>' . esc_html__( 'Lumera site: define LUMERA_SITE_URL and LUMERA_WEBHOOK_SECRET in wp-config.php, or the website will not hear about your changes and Preview will not open it.', 'lumera-site' ) . '</p></div>';
	}
);
