<?php
/**
 * The customer story post type (REST base `customer-stories`) and the fields the site shows that
 * WordPress has no place for: client, location and the products a post mentions.
 *
 * @package LumeraSite
 */

defined( 'ABSPATH' ) || exit;

add_action(
	'init',
	function () {
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

		$text = array(
			'type'              => 'string',
			'single'            => true,
			'show_in_rest'      => true,
			'sanitize_callback' => 'sanitize_text_field',
			'auth_callback'     => function () {
				return current_user_can( 'edit_posts' );
			},
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
					'sanitize_callback' => function ( $value ) {
						return array_values( array_filter( array_map( 'sanitize_title', (array) $value ) ) );
					},
					'auth_callback'     => function () {
						return current_user_can( 'edit_posts' );
					},
				)
			);
		}
	}
);

/**
 * Old slugs (WordPress keeps them in `_wp_old_slug` when a published post's slug changes), so the
 * site can answer the old address with a 301 to the new one.
 */
add_action(
	'rest_api_init',
	function () {
		register_rest_field(
			LUMERA_POST_TYPES,
			'old_slugs',
			array(
				'get_callback' => function ( $post ) {
					return array_values( array_unique( array_map( 'strval', (array) get_post_meta( $post['id'], '_wp_old_slug' ) ) ) );
				},
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
);
