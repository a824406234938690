<?php
/**
 * WordPress's Preview button opens the post on the site, as it will look, through a signed link
 * that expires: `{page}?preview={id}&expires={unix time}&signature={base64url HMAC-SHA256}` of
 * `preview:{kind}:{id}:{expires}` with LUMERA_WEBHOOK_SECRET. The site reads the latest revision with
 * its application password, never caches the page, and refuses a forged or expired link (403).
 * Published posts' "View" links lead to the site too.
 *
 * @package LumeraSite
 */

defined( 'ABSPATH' ) || exit;

/**
 * The site's paths of each kind of post, by language ({slug} is the post's). The site's route table
 * (src/i18n/routes.ts) is the source; a unit test there checks this copy.
 */
const LUMERA_PATHS = array(
	'post'           => array(
		'en' => '/inspiration-hub/{slug}',
		'it' => '/it/centro-inspirazione/{slug}',
	),
	'customer_story' => array(
		'en' => '/customer-stories/{slug}',
		'it' => '/it/storie-dei-clienti/{slug}',
	),
);

/** What the site calls each post type in a signed preview. */
const LUMERA_PREVIEW_KINDS = array(
	'post'           => 'article',
	'customer_story' => 'story',
);

/** The post's page on the site (a draft without a slug yet gets one from its title). */
function lumera_site_page( $post ) {
	$slug = $post->post_name ? $post->post_name : sanitize_title( $post->post_title );
	$slug = '' !== $slug ? $slug : 'draft';
	$path = LUMERA_PATHS[ $post->post_type ][ lumera_post_language( $post->ID ) ];
	return lumera_site_url() . str_replace( '{slug}', rawurlencode( urldecode( $slug ) ), $path );
}

/** A signed preview link for `$post`, valid for LUMERA_PREVIEW_LIFETIME seconds. */
function lumera_preview_link( $post ) {
	$expires   = time() + LUMERA_PREVIEW_LIFETIME;
	$payload   = 'preview:' . LUMERA_PREVIEW_KINDS[ $post->post_type ] . ':' . $post->ID . ':' . $expires;
	$signature = rtrim( strtr( base64_encode( hash_hmac( 'sha256', $payload, lumera_secret(), true ) ), '+/', '-_' ), '=' ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions
	return add_query_arg(
		array(
			'preview'   => $post->ID,
			'expires'   => $expires,
			'signature' => $signature,
		),
		lumera_site_page( $post )
	);
}

add_filter(
	'preview_post_link',
	function ( $link, $post ) {
		if ( ! lumera_is_configured() || ! in_array( $post->post_type, LUMERA_POST_TYPES, true ) ) {
			return $link;
		}
		return lumera_preview_link( $post );
	},
	10,
	2
);

// "View post" and the permalink under the title lead to the site's page once published.
$lumera_permalink = function ( $link, $post ) {
	$post = get_post( $post );
	if ( ! $post || ! lumera_is_configured() || 'publish' !== $post->post_status || ! in_array( $post->post_type, LUMERA_POST_TYPES, true ) ) {
		return $link;
	}
	return lumera_site_page( $post );
};
add_filter( 'post_link', $lumera_permalink, 10, 2 );
add_filter( 'post_type_link', $lumera_permalink, 10, 2 );
unset( $lumera_permalink );
