<?php
/**
 * Notices (decision 0069): the banner above the site's header and the Green Diploma note, posts of
 * their own type (`lumera_notice`, REST base `notices`) holding one block each
 * (`lumera/announcement` or `lumera/green-diploma`), one per language (`lang`, `translations`), with
 * when they show: `lumera_starts_at` and `lumera_ends_at` (ISO 8601 with the offset; empty: from
 * publication, with no end). Their words are also kept as plain text in the excerpt, so WordPress's
 * search (the list's search box, the REST API's `search`) finds a notice by what it says.
 *
 * @package LumeraSite
 */

defined( 'ABSPATH' ) || exit;

/** The blocks a notice may hold. */
const LUMERA_NOTICE_BLOCKS = array( 'lumera/announcement', 'lumera/green-diploma' );

/**
 * Registers the notice type and its dates.
 */
function lumera_register_notices() {
	register_post_type(
		'lumera_notice',
		array(
			'labels'              => array(
				'name'               => __( 'Notices', 'lumera-site' ),
				'singular_name'      => __( 'Notice', 'lumera-site' ),
				'add_new_item'       => __( 'Add new notice', 'lumera-site' ),
				'edit_item'          => __( 'Edit notice', 'lumera-site' ),
				'new_item'           => __( 'New notice', 'lumera-site' ),
				'all_items'          => __( 'All notices', 'lumera-site' ),
				'search_items'       => __( 'Search notices', 'lumera-site' ),
				'not_found'          => __( 'No notices found.', 'lumera-site' ),
				'item_published'     => __( 'Notice published.', 'lumera-site' ),
				'item_updated'       => __( 'Notice updated.', 'lumera-site' ),
				'item_reverted_to_draft' => __( 'Notice reverted to draft.', 'lumera-site' ),
			),
			'description'         => __( 'The banner above the website’s header and the Green Diploma note, per language, with when they show.', 'lumera-site' ),
			'public'              => false,
			'show_ui'             => true,
			'show_in_menu'        => true,
			'show_in_admin_bar'   => true,
			'exclude_from_search' => true,
			'publicly_queryable'  => false,
			'has_archive'         => false,
			'rewrite'             => false,
			'menu_icon'           => 'dashicons-megaphone',
			'menu_position'       => 7,
			'show_in_rest'        => true,
			'rest_base'           => 'notices',
			'supports'            => array( 'title', 'editor', 'revisions', 'custom-fields', 'author' ),
			'template'            => array( array( LUMERA_NOTICE_BLOCKS[0] ) ),
		)
	);
	foreach ( array( 'lumera_starts_at', 'lumera_ends_at' ) as $key ) {
		register_post_meta(
			'lumera_notice',
			$key,
			array(
				'type'              => 'string',
				'single'            => true,
				'default'           => '',
				'description'       => 'lumera_starts_at' === $key
					? __( 'When the notice starts showing (ISO 8601 with its offset); empty: from publication.', 'lumera-site' )
					: __( 'When the notice stops showing (ISO 8601 with its offset); empty: no end.', 'lumera-site' ),
				'show_in_rest'      => true,
				'revisions_enabled' => true,
				'sanitize_callback' => 'lumera_sanitize_moment',
				'auth_callback'     => 'lumera_can_edit_field',
			)
		);
	}
}
add_action( 'init', 'lumera_register_notices' );

/**
 * A moment as ISO 8601 with its offset (`2026-12-01T00:00:00+01:00`); one written without an
 * offset (the editor's date picker) is in the site's time zone (Settings > General). Anything
 * else: '' (no bound).
 *
 * @param mixed $value What was sent.
 * @return string
 */
function lumera_sanitize_moment( $value ) {
	$value = is_string( $value ) ? trim( $value ) : '';
	if ( ! preg_match( '/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?$/', $value ) ) {
		return '';
	}
	try {
		$moment = new DateTimeImmutable( $value, wp_timezone() );
	} catch ( Exception $e ) {
		return '';
	}
	return $moment->format( DATE_ATOM );
}

/**
 * Refuses a REST write whose end is not after its start, or whose dates are not dates.
 *
 * @param stdClass|WP_Error $prepared The notice about to be saved.
 * @param WP_REST_Request   $request  The write.
 * @return stdClass|WP_Error
 */
function lumera_refuse_bad_notice_dates( $prepared, $request ) {
	if ( is_wp_error( $prepared ) || ! is_array( $request['meta'] ) ) {
		return $prepared;
	}
	$meta = $request['meta'];
	$id   = empty( $prepared->ID ) ? 0 : (int) $prepared->ID;
	$when = array();
	foreach ( array( 'lumera_starts_at', 'lumera_ends_at' ) as $key ) {
		$sent = array_key_exists( $key, $meta ) ? $meta[ $key ] : ( $id ? get_post_meta( $id, $key, true ) : '' );
		if ( is_string( $sent ) && '' !== trim( $sent ) && '' === lumera_sanitize_moment( $sent ) ) {
			/* translators: %s: what was sent. */
			return new WP_Error( 'lumera_invalid_dates', sprintf( __( '“%s” is not a date and time.', 'lumera-site' ), $sent ), array( 'status' => 400 ) );
		}
		$when[ $key ] = is_string( $sent ) ? lumera_sanitize_moment( $sent ) : '';
	}
	if ( '' !== $when['lumera_starts_at'] && '' !== $when['lumera_ends_at'] && strtotime( $when['lumera_ends_at'] ) <= strtotime( $when['lumera_starts_at'] ) ) {
		return new WP_Error( 'lumera_invalid_dates', __( 'The notice must end after it starts.', 'lumera-site' ), array( 'status' => 400 ) );
	}
	return $prepared;
}
add_filter( 'rest_pre_insert_lumera_notice', 'lumera_refuse_bad_notice_dates', 10, 2 );

/**
 * Keeps a notice's words as plain text in its excerpt: its block holds them in the comment's JSON,
 * where markup and escapes would hide them from WordPress's search.
 *
 * @param array $data The post about to be saved (slashed).
 * @return array
 */
function lumera_notice_words_for_search( $data ) {
	if ( 'lumera_notice' !== $data['post_type'] ) {
		return $data;
	}
	$words = array();
	foreach ( parse_blocks( wp_unslash( $data['post_content'] ) ) as $block ) {
		if ( in_array( $block['blockName'], LUMERA_NOTICE_BLOCKS, true ) ) {
			$words = array_merge( $words, lumera_block_words( $block['attrs'] ) );
		}
	}
	$data['post_excerpt'] = wp_slash( implode( ' ', array_filter( $words ) ) );
	return $data;
}
add_filter( 'wp_insert_post_data', 'lumera_notice_words_for_search' );

/**
 * The words of a block's attributes as plain text: text, not addresses or choices.
 *
 * @param mixed      $value An attribute's value.
 * @param string|int $key   Its name.
 * @return string[]
 */
function lumera_block_words( $value, $key = '' ) {
	if ( is_array( $value ) ) {
		$words = array();
		foreach ( $value as $inner_key => $inner ) {
			$words = array_merge( $words, lumera_block_words( $inner, $inner_key ) );
		}
		return $words;
	}
	if ( ! is_string( $value ) || in_array( $key, array( 'href', 'form', 'style', 'src' ), true ) ) {
		return array();
	}
	return array( trim( wp_strip_all_tags( html_entity_decode( $value, ENT_QUOTES, 'UTF-8' ) ) ) );
}

/**
 * A notice's dates changed on their own.
 *
 * @param int|int[] $meta_id   The meta row(s).
 * @param int       $object_id The notice.
 * @param string    $meta_key  The field.
 */
function lumera_on_notice_meta_change( $meta_id, $object_id, $meta_key ) {
	$post = in_array( $meta_key, array( 'lumera_starts_at', 'lumera_ends_at' ), true ) ? get_post( $object_id ) : null;
	if ( $post && lumera_shows( $post ) ) {
		lumera_queue_change( 'post.updated', $post );
	}
}
add_action( 'added_post_meta', 'lumera_on_notice_meta_change', 10, 3 );
add_action( 'updated_post_meta', 'lumera_on_notice_meta_change', 10, 3 );
add_action( 'deleted_post_meta', 'lumera_on_notice_meta_change', 10, 3 );
