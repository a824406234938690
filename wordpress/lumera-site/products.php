<?php
/**
 * The products an editor can pick for a row of products (blocks/products): the website's catalogue
 * of a language (`GET {LUMERA_SITE_URL}/api/products/{lang}`: slug, name, collection), whichever
 * store it reads, handed to the editor by the plugin's route `GET /lumera-site/v1/products?lang=it`
 * (editors only) and kept five minutes. The website is asked by WordPress, never by the browser, so
 * its address may be one only WordPress reaches.
 *
 * @package LumeraSite
 */

defined( 'ABSPATH' ) || exit;

/** How long a language’s catalogue is kept, in seconds (five minutes). */
const LUMERA_PRODUCTS_LIFETIME = 300;

/** More products than this in an answer are not read (a catalogue has tens). */
const LUMERA_PRODUCTS_MAX = 2000;

/**
 * Registers the route.
 */
function lumera_register_products_route() {
	register_rest_route(
		'lumera-site/v1',
		'/products',
		array(
			'methods'             => 'GET',
			'callback'            => 'lumera_rest_products',
			'permission_callback' => 'lumera_can_pick_products',
			'args'                => array(
				'lang' => array(
					'type'    => 'string',
					'enum'    => LUMERA_LANGUAGES,
					'default' => LUMERA_LANGUAGES[0],
				),
			),
		)
	);
}
add_action( 'rest_api_init', 'lumera_register_products_route' );

/**
 * Who may read the list: whoever may edit pages.
 *
 * @return bool
 */
function lumera_can_pick_products() {
	return current_user_can( 'edit_pages' );
}

/**
 * The route: the catalogue of the language asked, or 503 when the website cannot say.
 *
 * @param WP_REST_Request $request The request.
 * @return array[]|WP_Error
 */
function lumera_rest_products( $request ) {
	$lang = (string) $request['lang'];
	$key  = 'lumera_products_' . $lang;
	$list = get_transient( $key );
	if ( is_array( $list ) ) {
		return $list;
	}
	$list = lumera_read_site_products( $lang );
	if ( is_wp_error( $list ) ) {
		return $list;
	}
	set_transient( $key, $list, LUMERA_PRODUCTS_LIFETIME );
	return $list;
}

/**
 * Asks the website for a language's products and keeps only well-formed ones.
 *
 * @param string $lang A language of the site.
 * @return array[]|WP_Error `{ slug, name, collection }` each.
 */
function lumera_read_site_products( $lang ) {
	$unavailable = new WP_Error( 'lumera_site_unavailable', __( 'The website’s catalogue could not be read: type the products’ slugs as they are in the website’s addresses.', 'lumera-site' ), array( 'status' => 503 ) );
	if ( '' === lumera_site_url() ) {
		return $unavailable;
	}
	$answer = wp_remote_get(
		lumera_site_url() . '/api/products/' . rawurlencode( $lang ),
		array(
			'timeout'             => 5,
			'redirection'         => 0,
			'limit_response_size' => 4 * MB_IN_BYTES,
		)
	);
	$body   = is_wp_error( $answer ) || 200 !== (int) wp_remote_retrieve_response_code( $answer ) ? null : json_decode( wp_remote_retrieve_body( $answer ), true );
	if ( ! is_array( $body ) || ! isset( $body['products'] ) || ! is_array( $body['products'] ) ) {
		return $unavailable;
	}
	$products = array();
	foreach ( array_slice( $body['products'], 0, LUMERA_PRODUCTS_MAX ) as $product ) {
		$slug = is_array( $product ) && isset( $product['slug'] ) && is_string( $product['slug'] ) ? $product['slug'] : '';
		if ( ! preg_match( '/^[\p{L}\p{N}_-]{1,200}$/u', $slug ) ) {
			continue;
		}
		$products[] = array(
			'slug'       => $slug,
			'name'       => isset( $product['name'] ) && is_string( $product['name'] ) ? sanitize_text_field( $product['name'] ) : $slug,
			'collection' => isset( $product['collection'] ) && is_string( $product['collection'] ) ? sanitize_key( $product['collection'] ) : '',
		);
	}
	return $products;
}
