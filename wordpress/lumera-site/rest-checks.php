<?php
/**
 * A REST write of `lang` or `translations` is checked before WordPress saves anything. WordPress runs the
 * fields' update callbacks (languages.php) after it has inserted or updated the post, so a refusal there would
 * come too late: a contributor's refused request would leave a draft, and an editor's publish with a bad
 * `translations` would publish, notify the site and answer 400 (a client that retries would duplicate it).
 * The same checks as the writes (translations.php) run here first, on `rest_pre_insert_{type}`; a refusal stops
 * the request before the insert.
 *
 * @package LumeraSite
 */

defined( 'ABSPATH' ) || exit;

/**
 * Refuses the write before the insert when its `lang` or `translations` would be refused after it.
 *
 * @param stdClass|WP_Error $prepared The post as the REST API is about to save it.
 * @param WP_REST_Request   $request  The request.
 * @return stdClass|WP_Error
 */
function lumera_check_rest_write( $prepared, $request ) {
	if ( is_wp_error( $prepared ) || 'polylang-pro' === lumera_language_backend() ) {
		return $prepared;
	}
	$post_id = empty( $prepared->ID ) ? 0 : (int) $prepared->ID;
	$lang    = $post_id ? lumera_post_language( $post_id ) : LUMERA_LANGUAGES[0];
	if ( isset( $request['lang'] ) ) {
		$allowed = lumera_check_language( $post_id, $request['lang'] );
		if ( is_wp_error( $allowed ) ) {
			return $allowed;
		}
		$lang = $request['lang'];
	}
	if ( isset( $request['translations'] ) ) {
		$type  = empty( $prepared->post_type ) ? get_post_type( $post_id ) : $prepared->post_type;
		$group = lumera_check_translations( $type, $post_id, $lang, $request['translations'] );
		if ( is_wp_error( $group ) ) {
			return $group;
		}
	}
	return $prepared;
}
foreach ( LUMERA_POST_TYPES as $lumera_type ) {
	add_filter( "rest_pre_insert_{$lumera_type}", 'lumera_check_rest_write', 10, 2 );
}
unset( $lumera_type );
