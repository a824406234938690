<?php
/**
 * What is wrong with the constants in wp-config.php, in words an administrator can act on. A refused value counts
 * as unset (config.php), so nothing is ever sent where it should not go: notifications and preview links carry
 * secrets and drafts, so LUMERA_SITE_URL must be https:// unless the site runs on this machine; preview links are
 * signed with a key of their own, so that the site, which must be able to check them, never holds a key that
 * could also forge a notification.
 *
 * @package LumeraSite
 */

defined( 'ABSPATH' ) || exit;

/** The shortest preview key taken (the site asks the same of WORDPRESS_PREVIEW_SECRET). */
const LUMERA_PREVIEW_KEY_MIN_LENGTH = 32;

/**
 * Why LUMERA_SITE_URL cannot be used, or '' when it can (or is not set).
 *
 * @param string $url         The value.
 * @param string $environment WordPress's environment type.
 * @return string
 */
function lumera_site_url_problem( $url, $environment ) {
	if ( '' === $url ) {
		return '';
	}
	$parts  = wp_parse_url( $url );
	$scheme = isset( $parts['scheme'] ) ? strtolower( $parts['scheme'] ) : '';
	$host   = isset( $parts['host'] ) ? strtolower( trim( $parts['host'], '[]' ) ) : '';
	$extra  = array_intersect_key( is_array( $parts ) ? $parts : array(), array_flip( array( 'user', 'pass', 'query', 'fragment' ) ) );
	$path   = isset( $parts['path'] ) ? trim( $parts['path'], '/' ) : '';
	if ( ! in_array( $scheme, array( 'http', 'https' ), true ) || '' === $host || $extra || '' !== $path ) {
		return __( 'LUMERA_SITE_URL must be the website’s address and nothing more, such as https://www.lumera-vetrine.it.', 'lumera-site' );
	}
	if ( 'http' === $scheme && 'local' !== $environment && ! lumera_is_loopback_host( $host ) ) {
		return __( 'LUMERA_SITE_URL must start with https://: notifications and previews would otherwise cross the network unencrypted. Plain http:// is taken only for a website on this machine or a WordPress whose environment type is local.', 'lumera-site' );
	}
	return '';
}

/**
 * Whether a host is this machine.
 *
 * @param string $host A host name or address, lowercase, without brackets.
 * @return bool
 */
function lumera_is_loopback_host( $host ) {
	return 'localhost' === $host || '.localhost' === substr( $host, -10 ) || '::1' === $host || 1 === preg_match( '/^127(?:\.\d{1,3}){3}$/', $host );
}

/**
 * Why LUMERA_PREVIEW_SECRET cannot be used, or '' when it can (or is not set).
 *
 * @param string $key    The value.
 * @param string $secret LUMERA_WEBHOOK_SECRET.
 * @return string
 */
function lumera_preview_key_problem( $key, $secret ) {
	if ( '' === $key ) {
		return '';
	}
	if ( strlen( $key ) < LUMERA_PREVIEW_KEY_MIN_LENGTH ) {
		/* translators: %d: a number of characters. */
		return sprintf( __( 'LUMERA_PREVIEW_SECRET must be at least %d characters long.', 'lumera-site' ), LUMERA_PREVIEW_KEY_MIN_LENGTH );
	}
	if ( hash_equals( $secret, $key ) ) {
		return __( 'LUMERA_PREVIEW_SECRET must differ from LUMERA_WEBHOOK_SECRET: previews have a key of their own.', 'lumera-site' );
	}
	return '';
}

/**
 * Everything an administrator must fix in wp-config.php, in words; none when the plugin is fully set up.
 *
 * @return string[]
 */
function lumera_configuration_problems() {
	$problems = array();
	$url      = defined( 'LUMERA_SITE_URL' ) ? untrailingslashit( (string) LUMERA_SITE_URL ) : '';
	$refused  = lumera_site_url_problem( $url, lumera_environment_type() );
	if ( '' !== $refused ) {
		$problems[] = $refused;
	}
	if ( '' === $url || '' === lumera_secret() ) {
		$problems[] = __( 'Define LUMERA_SITE_URL and LUMERA_WEBHOOK_SECRET in wp-config.php, or the website will not hear about your changes and Preview will not open it.', 'lumera-site' );
	}
	$key     = defined( 'LUMERA_PREVIEW_SECRET' ) ? (string) LUMERA_PREVIEW_SECRET : '';
	$refused = lumera_preview_key_problem( $key, lumera_secret() );
	if ( '' !== $refused ) {
		$problems[] = $refused;
	} elseif ( '' === $key ) {
		$problems[] = __( 'Define LUMERA_PREVIEW_SECRET in wp-config.php (the website’s WORDPRESS_PREVIEW_SECRET), or Preview cannot open the website.', 'lumera-site' );
	}
	return $problems;
}
