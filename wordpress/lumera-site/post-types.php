<?php
/**
 * The customer story post type (REST base `customer-stories`), the fields the site shows that
 * WordPress has no place for (client, location, the products a post mentions) and the old slugs
 * the site redirects.
 *
 * @package LumeraSite
 */

defined( 'ABSPATH' ) || exit;

/**
 * Registers the story type and the plugin's fields of both types.
 */
function lumera_register_content() {
	register_post_type(
		'customer_story',
		array(
			'labels'        => array(
				'name'          => __( 'Customer stories', 'lumera-site' ),
				'singular_name' => __( 'Customer story', 'lumera-site' ),
				'add_new_item'  => __( 'Add new customer story', 'lumera-site' ),
				'edit_item'     => __( 'Edit customer story', 'lumera-site' ),
				'all_items'     => __( 'All customer stories', 'lumera-site' ),
			),
			'public'        => true,
			'has_archive'   => false,
			'menu_icon'     => 'dashicons-store',
			'menu_position' => 6,
			'show_in_rest'  => true,
			'rest_base'     => 'customer-stories',
			'rewrite'       => array( 'slug' => 'customer-stories' ),
			'supports'      => array( 'title', 'editor', 'excerpt', 'thumbnail', 'revisions', 'custom-fields', 'author' ),
			'taxonomies'    => array( 'category' ),
		)
	);

	// From WordPress 6.4 on, `revisions_enabled` keeps the fields in revisions and autosaves, so a
	// preview shows their unsaved values; older versions ignore it.
	$text = array(
		'type'              => 'string',
		'single'            => true,
		'show_in_rest'      => true,
		'revisions_enabled' => true,
		'sanitize_callback' => 'sanitize_text_field',
		'auth_callback'     => 'lumera_can_edit_field',
	);
	foreach ( LUMERA_POST_TYPES as $type ) {
		register_post_meta( $type, 'lumera_client', $text + array( 'description' => __( 'The client (customer stories): e.g. Pasticceria Bellavista.', 'lumera-site' ) ) );
		register_post_meta( $type, 'lumera_location', $text + array( 'description' => __( 'Where it is (customer stories): e.g. Milan, Italy.', 'lumera-site' ) ) );
		register_post_meta(
			$type,
			'lumera_products',
			array(
				'type'              => 'array',
				'single'            => true,
				'default'           => array(),
				'description'       => __( 'Slugs of the products the post mentions, in its language.', 'lumera-site' ),
				'show_in_rest'      => array(
					'schema' => array(
						'type'  => 'array',
						'items' => array( 'type' => 'string' ),
					),
				),
				'revisions_enabled' => true,
				'sanitize_callback' => 'lumera_sanitize_products',
				'auth_callback'     => 'lumera_can_edit_field',
			)
		);
	}
}
add_action( 'init', 'lumera_register_content' );

/**
 * Who may write the plugin's fields of a post: whoever may edit that post.
 *
 * @param bool   $allowed  Whether WordPress allows it so far.
 * @param string $meta_key The field.
 * @param int    $post_id  The post.
 * @return bool
 */
function lumera_can_edit_field( $allowed, $meta_key, $post_id ) {
	return current_user_can( 'edit_post', $post_id );
}

/**
 * The products field as a list of slugs.
 *
 * @param mixed $value What was sent.
 * @return string[]
 */
function lumera_sanitize_products( $value ) {
	return array_values( array_filter( array_map( 'sanitize_title', (array) $value ) ) );
}

/**
 * Adds `old_slugs` to both types in the REST API: the slugs WordPress keeps in `_wp_old_slug`
 * when a published post's slug changes, which the site answers with a 301 to the new one.
 */
function lumera_register_old_slugs_field() {
	register_rest_field(
		LUMERA_POST_TYPES,
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
add_action( 'rest_api_init', 'lumera_register_old_slugs_field' );

/**
 * The post's old slugs.
 *
 * @param array $post The post as the REST API prepares it.
 * @return string[]
 */
function lumera_old_slugs( $post ) {
	return array_values( array_unique( array_map( 'strval', (array) get_post_meta( $post['id'], '_wp_old_slug' ) ) ) );
}
