<?php
/**
 * The route the site reads a preview through: `POST /wp-json/lumera/v1/preview` with the signed link's
 * `id`, `user`, `expires`, `cover` (optional) and `signature`. WordPress checks the signature with
 * LUMERA_PREVIEW_SECRET, the expiry, and that the user still exists and may edit the post, then answers as that
 * user: the post as the REST API gives it to them (`context=edit`, its featured image and terms embedded), their
 * own autosave (never another editor's), and the unsaved featured image the link names. The site thus needs no
 * WordPress password for previews, and what it holds (the preview key) lets it read drafts for an editor's link,
 * never write. A POST, so the signature stays out of access logs and no cache in front of WordPress keeps it.
 *
 * @package LumeraSite
 */

defined( 'ABSPATH' ) || exit;

/**
 * Registers the route.
 */
function lumera_register_preview_route() {
	$whole = array(
		'type'     => 'integer',
		'minimum'  => 0,
		'required' => true,
	);
	register_rest_route(
		'lumera/v1',
		'/preview',
		array(
			'methods'             => 'POST',
			'callback'            => 'lumera_read_preview',
			'permission_callback' => 'lumera_check_preview_link',
			'args'                => array(
				'id'        => $whole,
				'user'      => $whole,
				'expires'   => $whole,
				'cover'     => array(
					'type'    => 'integer',
					'minimum' => 0,
				),
				'signature' => array(
					'type'      => 'string',
					'maxLength' => 100,
					'required'  => true,
				),
			),
		)
	);
}
add_action( 'rest_api_init', 'lumera_register_preview_route' );

/**
 * Lets the request through only with a good link for a post the site shows, from a user who may edit it.
 *
 * @param WP_REST_Request $request The request.
 * @return true|WP_Error
 */
function lumera_check_preview_link( $request ) {
	$post = get_post( (int) $request['id'] );
	if ( ! $post || ! isset( LUMERA_PREVIEW_KINDS[ $post->post_type ] ) ) {
		return new WP_Error( 'lumera_preview_not_found', 'No such post.', array( 'status' => 404 ) );
	}
	$verdict = lumera_judge_preview(
		array(
			'kind'      => LUMERA_PREVIEW_KINDS[ $post->post_type ],
			'post'      => $post->ID,
			'user'      => (int) $request['user'],
			'expires'   => (int) $request['expires'],
			'cover'     => isset( $request['cover'] ) ? (int) $request['cover'] : null,
			'signature' => (string) $request['signature'],
		),
		lumera_preview_key(),
		time()
	);
	if ( 'valid' !== $verdict ) {
		return new WP_Error( 'lumera_preview_' . $verdict, 'The preview link is ' . $verdict . '.', array( 'status' => 403 ) );
	}
	$user = get_userdata( (int) $request['user'] );
	if ( ! $user || ! user_can( $user, 'edit_post', $post->ID ) ) {
		return new WP_Error( 'lumera_preview_not_allowed', 'The link’s user may not edit this post.', array( 'status' => 403 ) );
	}
	return true;
}

/**
 * The post, the user's autosave and the unsaved cover, read as that user.
 *
 * @param WP_REST_Request $request The request, its link checked.
 * @return WP_REST_Response
 */
function lumera_read_preview( $request ) {
	$post     = get_post( (int) $request['id'] );
	$user_id  = (int) $request['user'];
	$cover    = isset( $request['cover'] ) ? (int) $request['cover'] : 0;
	$base     = lumera_rest_base( $post->post_type );
	$previous = get_current_user_id();
	wp_set_current_user( $user_id );
	try {
		$autosave = wp_get_post_autosave( $post->ID, $user_id );
		$answer   = array(
			'post'     => lumera_rest_data( "/wp/v2/{$base}/{$post->ID}", array( 'context' => 'edit' ), array( 'wp:featuredmedia', 'wp:term' ) ),
			// Read as a revision: WordPress's autosaves route answers the first autosave of any user, whatever id it is asked.
			'autosave' => $autosave ? lumera_rest_data( "/wp/v2/{$base}/{$post->ID}/revisions/{$autosave->ID}", array( 'context' => 'edit' ), false ) : null,
			'cover'    => $cover > 0 && wp_attachment_is_image( $cover ) && current_user_can( 'read_post', $cover ) ? lumera_rest_data( "/wp/v2/media/{$cover}", array(), false ) : null,
		);
	} finally {
		wp_set_current_user( $previous );
	}
	$response = rest_ensure_response( $answer );
	$response->header( 'Cache-Control', 'private, no-store' );
	return $response;
}

/**
 * A post type's REST base (`posts`, `customer-stories`).
 *
 * @param string $type The post type.
 * @return string
 */
function lumera_rest_base( $type ) {
	$object = get_post_type_object( $type );
	return $object && ! empty( $object->rest_base ) ? $object->rest_base : $type . 's';
}

/**
 * What a REST route answers the current user, as data (null for an error).
 *
 * @param string        $route  The route.
 * @param array         $params Its query parameters.
 * @param bool|string[] $embed  The links to embed.
 * @return array|null
 */
function lumera_rest_data( $route, $params, $embed ) {
	$request = new WP_REST_Request( 'GET', $route );
	$request->set_query_params( $params );
	$response = rest_do_request( $request );
	return $response->is_error() ? null : rest_get_server()->response_to_data( $response, $embed );
}
