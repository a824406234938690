<?php
/**
 * WordPress's own front end is not the website: its theme would show stories, articles and pages at addresses no
 * visitor should find (a second copy for search engines, without the site's design or consent). Once the plugin
 * is connected, every front-end request is sent to the website, as Faust.js's plugin does for headless WordPress:
 * a post or page the site shows to its page there (a page to its address, decision 0069), anything else to the
 * site's home. wp-admin, the login, the REST API,
 * WP-Cron, robots.txt, the Customizer and WordPress's own previews (which the plugin sends to the site anyway) are
 * left alone.
 * A temporary redirect (302): the addresses are the site's to decide, and a changed LUMERA_SITE_URL must not be
 * fought by browsers that cached a permanent one.
 *
 * @package LumeraSite
 */

defined( 'ABSPATH' ) || exit;

/**
 * Where a front-end request for this post goes: its page on the site when the site shows it, else the site's home.
 *
 * @param WP_Post|null $post The post the request is for, if it is for one.
 * @return string
 */
function lumera_front_end_target( $post ) {
	if ( $post instanceof WP_Post && ( isset( LUMERA_PATHS[ $post->post_type ] ) || 'page' === $post->post_type ) && 'publish' === $post->post_status && '' === $post->post_password ) {
		return lumera_site_page( $post );
	}
	return lumera_site_url() . '/';
}

/**
 * Sends a front-end request to the website.
 */
function lumera_redirect_front_end() {
	if ( ! lumera_is_configured() || is_admin() || is_robots() || is_favicon() || is_preview() || is_customize_preview() || wp_doing_cron() || ( defined( 'REST_REQUEST' ) && REST_REQUEST ) ) {
		return;
	}
	nocache_headers();
	header( 'X-Robots-Tag: noindex' );
	wp_redirect( lumera_front_end_target( is_singular() ? get_queried_object() : null ), 302, 'Lumera site' ); // phpcs:ignore WordPress.Security.SafeRedirect.wp_redirect_wp_redirect -- to the site of LUMERA_SITE_URL, never to an address from the request.
	exit;
}
add_action( 'template_redirect', 'lumera_redirect_front_end', 0 );
