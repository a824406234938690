<?php
/**
 * Preview and the links to the site. Every Preview (the block editor's, "Preview in new tab", the
 * classic editor's, the posts list's) opens WordPress's `admin-post.php?action=lumera_preview&post=ID`,
 * which checks that the user may edit the post and sends them on to the site's signed link for them
 * (preview-signing.php): `{page}?preview_id={id}&user={user id}&expires={unix time}[&cover={image id}]&signature=…`.
 * The site checks it, trades it for a short-lived cookie and shows the page at `{page}?preview_id={id}`, reading
 * the post through the plugin's preview route (preview-route.php) as that user's autosave has it. The block
 * editor takes a draft's preview address from its `link` and adds `preview=true` and `_thumbnail_id` (an unsaved
 * featured image) to it, so a draft's `link` is that address too, and the site's parameter is one the editor
 * leaves alone. A published post's link is its page on the site; asked with its slug left open (the permalink
 * under the title, the REST API's `permalink_template`) it keeps `%postname%`, so both editors let the slug be
 * edited.
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
		'de' => '/de/inspiration/{slug}',
	),
	'customer_story' => array(
		'en' => '/customer-stories/{slug}',
		'it' => '/it/storie-dei-clienti/{slug}',
		'de' => '/de/referenzen/{slug}',
	),
);

/**
 * A page's address on the site: its path with its parents under its language's prefix, the home
 * page's for the front page. A page's preview opens there (the preview cookie is good for that
 * address only).
 *
 * @param WP_Post     $post The page.
 * @param string|null $slug The template `%pagename%` (the slug left open), or null.
 * @return string
 */
function lumera_site_page_of_page( $post, $slug = null ) {
	$lang   = lumera_post_language( $post->ID );
	$prefix = LUMERA_LANGUAGES[0] === $lang ? '' : '/' . $lang;
	if ( lumera_is_front_page( $post->ID ) ) {
		return lumera_site_url() . ( '' === $prefix ? '/' : $prefix );
	}
	if ( null !== $slug ) {
		return lumera_site_url() . $prefix . '/' . $slug; // WordPress puts the parents' path before `%pagename%` itself.
	}
	$parent = $post->post_parent ? get_page_uri( $post->post_parent ) . '/' : '';
	$name   = $post->post_name ? $post->post_name : sanitize_title( $post->post_title );
	$path   = $parent . ( '' !== $name ? urldecode( $name ) : 'draft' );
	return lumera_site_url() . $prefix . '/' . implode( '/', array_map( 'rawurlencode', explode( '/', $path ) ) );
}

/**
 * The post's page on the site (a draft without a slug yet gets one from its title).
 *
 * @param WP_Post     $post The post.
 * @param string|null $slug The slug to show instead of the post's (`%postname%` for a template).
 * @return string
 */
function lumera_site_page( $post, $slug = null ) {
	if ( 'page' === $post->post_type ) {
		return lumera_site_page_of_page( $post, $slug );
	}
	if ( null === $slug ) {
		$name = $post->post_name ? $post->post_name : sanitize_title( $post->post_title );
		$slug = '' !== $name ? rawurlencode( urldecode( $name ) ) : 'draft';
	}
	$path = LUMERA_PATHS[ $post->post_type ][ lumera_post_language( $post->ID ) ];
	return lumera_site_url() . str_replace( '{slug}', $slug, $path );
}

/**
 * A signed preview link for `$post` and the editor who asks, valid for LUMERA_PREVIEW_LIFETIME seconds
 * (preview-signing.php). The site trades it for a cookie and shows the clean address (`?preview_id=` alone).
 *
 * @param WP_Post  $post    The post.
 * @param int      $user_id The editor.
 * @param int|null $cover   An unsaved featured image to show (0: none), or null for the saved one.
 * @return string
 */
function lumera_preview_link( $post, $user_id, $cover = null ) {
	$expires = time() + LUMERA_PREVIEW_LIFETIME;
	$payload = lumera_preview_payload( LUMERA_PREVIEW_KINDS[ $post->post_type ], $post->ID, $user_id, $expires, $cover );
	$args    = array(
		'preview_id' => $post->ID,
		'user'       => (int) $user_id,
		'expires'    => $expires,
	);
	if ( null !== $cover ) {
		$args['cover'] = $cover;
	}
	$args['signature'] = lumera_preview_signature( $payload, lumera_preview_key() );
	return add_query_arg( $args, lumera_site_page( $post ) );
}

/**
 * WordPress's address that opens the post's preview on the site.
 *
 * @param WP_Post $post  The post.
 * @param int     $cover An unsaved featured image (-1: removed; 0: the saved one).
 * @return string
 */
function lumera_editor_preview_url( $post, $cover = 0 ) {
	$args = array(
		'action' => 'lumera_preview',
		'post'   => $post->ID,
	);
	if ( 0 !== $cover ) {
		$args['_thumbnail_id'] = $cover;
	}
	return add_query_arg( $args, admin_url( 'admin-post.php' ) );
}

/**
 * Whether the plugin links this post to the site.
 *
 * @param mixed $post A post.
 * @return bool
 */
function lumera_links_to_site( $post ) {
	return $post instanceof WP_Post && lumera_is_configured() && lumera_serves_this_site() && isset( LUMERA_PREVIEW_KINDS[ $post->post_type ] );
}

/**
 * Preview opens the site (the classic editor's unsaved featured image comes along).
 *
 * @param string  $link WordPress's preview link.
 * @param WP_Post $post The post.
 * @return string
 */
function lumera_preview_post_link( $link, $post ) {
	if ( ! lumera_links_to_site( $post ) ) {
		return $link;
	}
	wp_parse_str( (string) wp_parse_url( $link, PHP_URL_QUERY ), $query );
	return lumera_editor_preview_url( $post, isset( $query['_thumbnail_id'] ) ? (int) $query['_thumbnail_id'] : 0 );
}
add_filter( 'preview_post_link', 'lumera_preview_post_link', 10, 2 );

/**
 * The post's link: its page on the site once published (a template with `%postname%` when the
 * slug is left open, so that it stays editable), else the preview address.
 *
 * @param string  $permalink WordPress's link.
 * @param WP_Post $post      The post (faked as published when WordPress asks for a sample).
 * @param bool    $leavename Whether to keep `%postname%` in place of the slug.
 * @return string
 */
function lumera_permalink( $permalink, $post, $leavename ) {
	if ( ! lumera_links_to_site( $post ) ) {
		return $permalink;
	}
	if ( $leavename ) {
		return lumera_site_page( $post, '%postname%' );
	}
	return 'publish' === $post->post_status ? lumera_site_page( $post ) : lumera_editor_preview_url( $post );
}
add_filter( 'post_link', 'lumera_permalink', 10, 3 );
add_filter( 'post_type_link', 'lumera_permalink', 10, 3 );

/**
 * A page's link (decision 0069): its address on the site once published, else the preview address.
 *
 * @param string $link    WordPress's link.
 * @param int    $post_id The page.
 * @param bool   $sample  Whether WordPress asks for a sample (the slug left open).
 * @return string
 */
function lumera_page_link( $link, $post_id, $sample ) {
	$post = get_post( $post_id );
	if ( ! lumera_links_to_site( $post ) ) {
		return $link;
	}
	if ( $sample || false !== strpos( $link, '%pagename%' ) ) {
		return lumera_site_page( $post, '%pagename%' );
	}
	return 'publish' === $post->post_status ? lumera_site_page( $post ) : lumera_editor_preview_url( $post );
}
add_filter( 'page_link', 'lumera_page_link', 10, 3 );

/**
 * `admin-post.php?action=lumera_preview`: sends a user who may edit the post on to its signed preview.
 */
function lumera_open_preview() {
	// phpcs:disable WordPress.Security.NonceVerification.Recommended -- a link that changes nothing and leads its own user to what they may edit.
	$post  = get_post( isset( $_GET['post'] ) ? absint( $_GET['post'] ) : 0 );
	$cover = isset( $_GET['_thumbnail_id'] ) ? (int) $_GET['_thumbnail_id'] : 0;
	// phpcs:enable WordPress.Security.NonceVerification.Recommended
	if ( ! $post || ! isset( LUMERA_PREVIEW_KINDS[ $post->post_type ] ) ) {
		wp_die( esc_html__( 'This post cannot be previewed on the website.', 'lumera-site' ), '', array( 'response' => 404 ) );
	}
	if ( ! current_user_can( 'edit_post', $post->ID ) ) {
		wp_die( esc_html__( 'Sorry, you are not allowed to preview this post.', 'lumera-site' ), '', array( 'response' => 403 ) );
	}
	if ( ! lumera_is_configured() || '' === lumera_preview_key() ) {
		wp_die( esc_html( implode( ' ', lumera_configuration_problems() ) ), '', array( 'response' => 503 ) );
	}
	if ( $cover > 0 && ( ! wp_attachment_is_image( $cover ) || ! current_user_can( 'read_post', $cover ) ) ) {
		$cover = 0;
	}
	nocache_headers();
	wp_redirect( lumera_preview_link( $post, get_current_user_id(), -1 === $cover ? 0 : ( $cover > 0 ? $cover : null ) ), 302, 'Lumera site' ); // phpcs:ignore WordPress.Security.SafeRedirect.wp_redirect_wp_redirect -- to the site of LUMERA_SITE_URL, never to an address from the request.
	exit;
}
add_action( 'admin_post_lumera_preview', 'lumera_open_preview' );
add_action( 'admin_post_nopriv_lumera_preview', 'auth_redirect' );
