<?php
/**
 * A page's fields besides its blocks (decision 0069), in the REST API and the editor's sidebar
 * (editor/page-panels.js): the layout of a page of its own (`lumera_layout`: default or landing),
 * and what search engines and shares show (`lumera_seo_title`, `lumera_seo_description`,
 * `lumera_seo_image`, `lumera_seo_noindex`). Empty values mean "derived from the page" on the site.
 * Whoever may edit the page may write them; each is cleaned on the way in, the share image rebuilt
 * from the media library so that a client cannot point it elsewhere. A change is sent to the site.
 *
 * @package LumeraSite
 */

defined( 'ABSPATH' ) || exit;

/** The layouts a page of its own may have; the first is the default. */
const LUMERA_PAGE_LAYOUTS = array( 'default', 'landing' );

/** How long the search engines' title and description may be (the site's limits). */
const LUMERA_SEO_TITLE_MAX       = 120;
const LUMERA_SEO_DESCRIPTION_MIN = 50;
const LUMERA_SEO_DESCRIPTION_MAX = 300;

/** The page's fields, whose changes the site must hear about. */
const LUMERA_PAGE_META_KEYS = array( 'lumera_layout', 'lumera_seo_title', 'lumera_seo_description', 'lumera_seo_image', 'lumera_seo_noindex' );

/**
 * Registers the page's fields.
 */
function lumera_register_page_meta() {
	$common = array(
		'single'            => true,
		'revisions_enabled' => true,
		'auth_callback'     => 'lumera_can_edit_field',
	);
	register_post_meta(
		'page',
		'lumera_layout',
		$common + array(
			'type'              => 'string',
			'default'           => LUMERA_PAGE_LAYOUTS[0],
			'description'       => __( 'The page’s layout: default (header and footer) or landing (a campaign page).', 'lumera-site' ),
			'show_in_rest'      => array(
				'schema' => array( 'enum' => LUMERA_PAGE_LAYOUTS ),
			),
			'sanitize_callback' => 'lumera_sanitize_layout',
		)
	);
	register_post_meta(
		'page',
		'lumera_seo_title',
		$common + array(
			'type'              => 'string',
			'default'           => '',
			'description'       => __( 'The title search engines and shares show; empty: the page’s title with the brand.', 'lumera-site' ),
			'show_in_rest'      => true,
			'sanitize_callback' => 'lumera_sanitize_seo_title',
		)
	);
	register_post_meta(
		'page',
		'lumera_seo_description',
		$common + array(
			'type'              => 'string',
			'default'           => '',
			'description'       => __( 'The description search engines and shares show; empty: the lead of the page’s first hero.', 'lumera-site' ),
			'show_in_rest'      => true,
			'sanitize_callback' => 'lumera_sanitize_seo_description',
		)
	);
	register_post_meta(
		'page',
		'lumera_seo_image',
		$common + array(
			'type'              => 'object',
			'description'       => __( 'The picture shares show, from the media library; empty: the page’s first picture.', 'lumera-site' ),
			'show_in_rest'      => array(
				'prepare_callback' => 'lumera_prepare_picture_meta',
				'schema'           => array(
					'type'                 => 'object',
					'properties'           => array(
						'id'     => array( 'type' => 'integer' ),
						'src'    => array( 'type' => 'string' ),
						'alt'    => array( 'type' => 'string' ),
						'width'  => array( 'type' => 'integer' ),
						'height' => array( 'type' => 'integer' ),
					),
					'additionalProperties' => false,
				),
			),
			'sanitize_callback' => 'lumera_sanitize_seo_image',
		)
	);
	register_post_meta(
		'page',
		'lumera_seo_noindex',
		$common + array(
			'type'              => 'boolean',
			'default'           => false,
			'description'       => __( 'Keeps the page out of search engines and out of the sitemap.', 'lumera-site' ),
			'show_in_rest'      => true,
			'sanitize_callback' => 'rest_sanitize_boolean',
		)
	);
}
add_action( 'init', 'lumera_register_page_meta' );

/**
 * A layout of LUMERA_PAGE_LAYOUTS, the default for anything else.
 *
 * @param mixed $value What was sent.
 * @return string
 */
function lumera_sanitize_layout( $value ) {
	return in_array( $value, LUMERA_PAGE_LAYOUTS, true ) ? $value : LUMERA_PAGE_LAYOUTS[0];
}

/**
 * One line of plain text, at most `$max` characters.
 *
 * @param mixed $value What was sent.
 * @param int   $max   The limit.
 * @return string
 */
function lumera_plain_line( $value, $max ) {
	$text = is_string( $value ) ? trim( sanitize_text_field( $value ) ) : '';
	return mb_substr( $text, 0, $max );
}

/**
 * The search engines' title.
 *
 * @param mixed $value What was sent.
 * @return string
 */
function lumera_sanitize_seo_title( $value ) {
	return lumera_plain_line( $value, LUMERA_SEO_TITLE_MAX );
}

/**
 * The search engines' description.
 *
 * @param mixed $value What was sent.
 * @return string
 */
function lumera_sanitize_seo_description( $value ) {
	return lumera_plain_line( $value, LUMERA_SEO_DESCRIPTION_MAX );
}

/**
 * The share image as the site reads a picture, `{ id, src, alt, width, height }`, rebuilt from the
 * media library by its id (anything but an image there: none).
 *
 * @param mixed $value What was sent (only its `id` is read).
 * @return array
 */
function lumera_sanitize_seo_image( $value ) {
	$id = is_array( $value ) && isset( $value['id'] ) ? absint( $value['id'] ) : 0;
	return $id ? lumera_picture( $id ) : array();
}

/**
 * The share image in the REST API: the picture, or null for none (not an empty array).
 *
 * @param mixed           $value   The stored value.
 * @param WP_REST_Request $request The request.
 * @param array           $args    The field's registration.
 * @return array|null
 */
function lumera_prepare_picture_meta( $value, $request, $args ) {
	return is_array( $value ) && ! empty( $value['id'] ) ? WP_REST_Meta_Fields::prepare_value( $value, $request, $args ) : null;
}

/**
 * An image of the media library as the site's picture object, or an empty array.
 *
 * @param int $id The image.
 * @return array
 */
function lumera_picture( $id ) {
	$meta = wp_attachment_is_image( $id ) ? wp_get_attachment_metadata( $id ) : false;
	$src  = $meta ? wp_get_attachment_url( $id ) : false;
	if ( ! $src || empty( $meta['width'] ) || empty( $meta['height'] ) ) {
		return array();
	}
	return array(
		'id'     => (int) $id,
		'src'    => $src,
		'alt'    => lumera_plain_line( get_post_meta( $id, '_wp_attachment_image_alt', true ), 300 ),
		'width'  => (int) $meta['width'],
		'height' => (int) $meta['height'],
	);
}

/**
 * Refuses, with a reason the editor shows, what the site could not use: a description too short
 * to be one (search engines show 50 to 300 characters), a title or a description too long.
 *
 * @param array $meta The `meta` of a REST write.
 * @return true|WP_Error
 */
function lumera_check_page_meta( $meta ) {
	$title       = isset( $meta['lumera_seo_title'] ) && is_string( $meta['lumera_seo_title'] ) ? trim( $meta['lumera_seo_title'] ) : '';
	$description = isset( $meta['lumera_seo_description'] ) && is_string( $meta['lumera_seo_description'] ) ? trim( $meta['lumera_seo_description'] ) : '';
	if ( mb_strlen( $title ) > LUMERA_SEO_TITLE_MAX ) {
		/* translators: %d: the most characters allowed. */
		return new WP_Error( 'lumera_invalid_seo', sprintf( __( 'The title for search engines has more than %d characters: shorten it.', 'lumera-site' ), LUMERA_SEO_TITLE_MAX ), array( 'status' => 400 ) );
	}
	$length = mb_strlen( $description );
	if ( $length > 0 && ( $length < LUMERA_SEO_DESCRIPTION_MIN || $length > LUMERA_SEO_DESCRIPTION_MAX ) ) {
		/* translators: 1: the fewest characters, 2: the most. */
		return new WP_Error( 'lumera_invalid_seo', sprintf( __( 'The description for search engines needs %1$d to %2$d characters, or none at all (the page’s lead is used).', 'lumera-site' ), LUMERA_SEO_DESCRIPTION_MIN, LUMERA_SEO_DESCRIPTION_MAX ), array( 'status' => 400 ) );
	}
	return true;
}

/**
 * Refuses a REST write of the page's fields the site could not use, with the reason.
 *
 * @param stdClass|WP_Error $prepared The page about to be saved.
 * @param WP_REST_Request   $request  The write.
 * @return stdClass|WP_Error
 */
function lumera_refuse_bad_page_meta( $prepared, $request ) {
	if ( is_wp_error( $prepared ) || ! is_array( $request['meta'] ) ) {
		return $prepared;
	}
	$checked = lumera_check_page_meta( $request['meta'] );
	return is_wp_error( $checked ) ? $checked : $prepared;
}
add_filter( 'rest_pre_insert_page', 'lumera_refuse_bad_page_meta', 10, 2 );

/**
 * A page's field changed on its own (the sidebar saves fields in the same request as the page, but
 * a REST client may write only them).
 *
 * @param int|int[] $meta_id   The meta row(s).
 * @param int       $object_id The page.
 * @param string    $meta_key  The field.
 */
function lumera_on_page_meta_change( $meta_id, $object_id, $meta_key ) {
	$post = in_array( $meta_key, LUMERA_PAGE_META_KEYS, true ) ? get_post( $object_id ) : null;
	if ( $post && lumera_shows( $post ) ) {
		lumera_queue_change( 'post.updated', $post );
	}
}
add_action( 'added_post_meta', 'lumera_on_page_meta_change', 10, 3 );
add_action( 'updated_post_meta', 'lumera_on_page_meta_change', 10, 3 );
add_action( 'deleted_post_meta', 'lumera_on_page_meta_change', 10, 3 );
