<?php
/**
 * Slugs a top-level page may not have: the first segment of every address the site already answers
 * (its own pages in every language, the language prefixes, the server's paths), listed in
 * reserved-slugs.json, which the site writes from its route table (`npm run content --
 * --reserved-slugs`). A page there would never be shown. A REST write (the block editor's save) is
 * refused with the reason; any other save (Quick Edit, code) gets WordPress's suffix (`search-2`)
 * through its own filter for bad slugs; the editor warns before saving (editor/reserved-slug.js).
 *
 * @package LumeraSite
 */

defined( 'ABSPATH' ) || exit;

/**
 * The reserved slugs.
 *
 * @return string[]
 */
function lumera_reserved_slugs() {
	static $slugs = null;
	if ( null === $slugs ) {
		$read  = wp_json_file_decode( __DIR__ . '/reserved-slugs.json', array( 'associative' => true ) );
		$slugs = is_array( $read ) ? array_values( array_filter( $read, 'is_string' ) ) : array();
	}
	return $slugs;
}

/**
 * Whether a page with this slug and parent would stand where the site has an address of its own.
 *
 * @param string $slug   The page's slug.
 * @param int    $parent Its parent page (0: top level).
 * @return bool
 */
function lumera_is_reserved_slug( $slug, $parent ) {
	return 0 === (int) $parent && '' !== $slug && in_array( strtolower( urldecode( $slug ) ), lumera_reserved_slugs(), true );
}

/**
 * Why a slug is refused, for the editor.
 *
 * @param string $slug The slug.
 * @return string
 */
function lumera_reserved_slug_message( $slug ) {
	/* translators: %s: a page's address, e.g. /search. */
	return sprintf( __( 'The address /%s belongs to the website itself (one of its own pages, a language or a technical path), so a page there would never be shown. Choose another slug in the page’s URL settings.', 'lumera-site' ), $slug );
}

/**
 * Refuses a REST write that would give a top-level page a reserved slug: the one sent, the one it
 * has, or, when it is published without one, the one WordPress makes from its title.
 *
 * @param stdClass|WP_Error $prepared The page about to be saved.
 * @param WP_REST_Request   $request  The write.
 * @return stdClass|WP_Error
 */
function lumera_refuse_reserved_slug( $prepared, $request ) {
	if ( is_wp_error( $prepared ) ) {
		return $prepared;
	}
	$before = empty( $prepared->ID ) ? null : get_post( $prepared->ID );
	$slug   = isset( $prepared->post_name ) ? (string) $prepared->post_name : ( $before ? $before->post_name : '' );
	$status = isset( $prepared->post_status ) ? $prepared->post_status : ( $before ? $before->post_status : 'draft' );
	if ( '' === $slug && ! in_array( $status, array( 'draft', 'pending', 'auto-draft' ), true ) ) {
		$slug = sanitize_title( isset( $prepared->post_title ) ? $prepared->post_title : ( $before ? $before->post_title : '' ) );
	}
	$parent = isset( $prepared->post_parent ) ? (int) $prepared->post_parent : ( $before ? (int) $before->post_parent : 0 );
	if ( lumera_is_reserved_slug( $slug, $parent ) ) {
		return new WP_Error( 'lumera_reserved_slug', lumera_reserved_slug_message( $slug ), array( 'status' => 400 ) );
	}
	return $prepared;
}
add_filter( 'rest_pre_insert_page', 'lumera_refuse_reserved_slug', 10, 2 );

/**
 * Any other save: WordPress suffixes a slug this calls bad (`search-2`), as it does for its own.
 *
 * @param bool   $bad       Whether the slug is bad so far.
 * @param string $slug      The slug.
 * @param string $post_type The post's type.
 * @param int    $parent    Its parent.
 * @return bool
 */
function lumera_reserved_slug_is_bad( $bad, $slug, $post_type, $parent ) {
	return $bad || ( 'page' === $post_type && lumera_is_reserved_slug( $slug, $parent ) );
}
add_filter( 'wp_unique_post_slug_is_bad_hierarchical_slug', 'lumera_reserved_slug_is_bad', 10, 4 );
