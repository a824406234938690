<?php
/**
 * What the site needs to know of a page made of blocks (decision 0069), in the REST API:
 * `lumera_markup` (the blocks as saved, for published pages and notices only), `lumera_path` (the
 * page's path with its parents: `showcases/cake`), `lumera_front` (the static front page and its
 * translations are the home page) and `old_slugs` (a renamed page answers 301 from its old address,
 * so old slugs are kept for pages as WordPress keeps them for posts). A page's link to the site is
 * preview.php's. A change of the front page in Settings > Reading is sent to the site too.
 *
 * @package LumeraSite
 */

defined( 'ABSPATH' ) || exit;

/** The types whose words are blocks the site reads: pages, and the notices (notices.php). */
const LUMERA_BLOCK_TYPES = array( 'page', 'lumera_notice' );

/**
 * Adds the fields to the REST API.
 */
function lumera_register_page_fields() {
	register_rest_field(
		LUMERA_BLOCK_TYPES,
		'lumera_markup',
		array(
			'get_callback' => 'lumera_rest_markup',
			'schema'       => array(
				'description' => __( 'The blocks as saved, for the website (published and not password-protected only).', 'lumera-site' ),
				'type'        => 'string',
				'context'     => array( 'view', 'edit' ),
				'readonly'    => true,
			),
		)
	);
	register_rest_field(
		'page',
		'lumera_path',
		array(
			'get_callback' => 'lumera_rest_page_path',
			'schema'       => array(
				'description' => __( 'The page’s path with its parents: showcases/cake.', 'lumera-site' ),
				'type'        => 'string',
				'context'     => array( 'view', 'edit', 'embed' ),
				'readonly'    => true,
			),
		)
	);
	register_rest_field(
		'page',
		'lumera_front',
		array(
			'get_callback' => 'lumera_rest_is_front',
			'schema'       => array(
				'description' => __( 'Whether the page is the home page (Settings > Reading), in its language.', 'lumera-site' ),
				'type'        => 'boolean',
				'context'     => array( 'view', 'edit', 'embed' ),
				'readonly'    => true,
			),
		)
	);
	register_rest_field(
		'page',
		'old_slugs',
		array(
			'get_callback' => 'lumera_old_slugs',
			'schema'       => array(
				'description' => __( 'Slugs this post had before; the site redirects them to the current one.', 'lumera-site' ),
				'type'        => 'array',
				'items'       => array( 'type' => 'string' ),
				'context'     => array( 'view', 'edit' ),
				'readonly'    => true,
			),
		)
	);
}
add_action( 'rest_api_init', 'lumera_register_page_fields' );

/**
 * The `lumera_markup` field: what the editor saved, once it is public.
 *
 * @param array $post The post as the REST API prepares it.
 * @return string
 */
function lumera_rest_markup( $post ) {
	$post = get_post( $post['id'] );
	if ( ! $post || 'publish' !== $post->post_status || '' !== $post->post_password ) {
		return '';
	}
	return (string) $post->post_content;
}

/**
 * The `lumera_path` field.
 *
 * @param array $post The post as the REST API prepares it.
 * @return string
 */
function lumera_rest_page_path( $post ) {
	return (string) get_page_uri( $post['id'] );
}

/**
 * The `lumera_front` field.
 *
 * @param array $post The post as the REST API prepares it.
 * @return bool
 */
function lumera_rest_is_front( $post ) {
	return lumera_is_front_page( (int) $post['id'] );
}

/**
 * Whether the page is the static front page or one of its translations.
 *
 * @param int $post_id A page.
 * @return bool
 */
function lumera_is_front_page( $post_id ) {
	$front = (int) get_option( 'page_on_front' );
	if ( 'page' !== get_option( 'show_on_front' ) || $front <= 0 ) {
		return false;
	}
	return $front === $post_id || in_array( $post_id, lumera_post_translations( $front ), true );
}

/**
 * Keeps a published page's old slug, as WordPress does for posts only (wp_check_for_changed_slugs).
 *
 * @param int     $post_id The page.
 * @param WP_Post $after   The page now.
 * @param WP_Post $before  The page before.
 */
function lumera_keep_old_page_slug( $post_id, $after, $before ) {
	if ( 'page' !== $after->post_type || 'publish' !== $after->post_status || $after->post_name === $before->post_name ) {
		return;
	}
	$old = (array) get_post_meta( $post_id, '_wp_old_slug' );
	if ( '' !== $before->post_name && 'publish' === $before->post_status && ! in_array( $before->post_name, $old, true ) ) {
		add_post_meta( $post_id, '_wp_old_slug', $before->post_name );
	}
	if ( in_array( $after->post_name, $old, true ) ) {
		delete_post_meta( $post_id, '_wp_old_slug', $after->post_name );
	}
}
add_action( 'post_updated', 'lumera_keep_old_page_slug', 10, 3 );

/**
 * The front page changed in Settings > Reading: both pages and their translations change role.
 *
 * @param mixed $before The option before.
 * @param mixed $after  The option now.
 */
function lumera_on_front_page_change( $before, $after ) {
	foreach ( array( (int) $before, (int) $after ) as $id ) {
		if ( $id > 0 ) {
			lumera_queue_posts( 'front.updated', array_values( lumera_post_translations( $id ) ) );
		}
	}
}
add_action( 'update_option_page_on_front', 'lumera_on_front_page_change', 10, 2 );

/**
 * The home page switched between the latest posts and a static page: every page is read again.
 */
function lumera_on_show_on_front_change() {
	lumera_queue_unnamed_change( 'front.updated' );
}
add_action( 'update_option_show_on_front', 'lumera_on_show_on_front_change' );
