<?php
/**
 * Tells the site when something it shows changed, so the edit is live within seconds: publishing,
 * updating a published post, unpublishing, trashing, deleting, a slug change, a scheduled post that
 * WP-Cron publishes, a changed featured image, and an edited image (its alt text). Changes are
 * collected during the request and sent once, at its end (after WordPress has saved everything:
 * terms, meta, featured image), to `POST {LUMERA_SITE_URL}/api/webhooks/wordpress`, signed as
 * WooCommerce signs its webhooks: `X-WP-Webhook-Signature` = base64 of the HMAC-SHA256 of the raw
 * body with LUMERA_WEBHOOK_SECRET. Where PHP can (PHP-FPM, LiteSpeed), the editor's answer is sent
 * first; otherwise the call waits LUMERA_NOTIFY_TIMEOUT seconds at most, so a site that is down
 * never holds a save for long. A lost notification is caught by the site's polling.
 *
 * @package LumeraSite
 */

defined( 'ABSPATH' ) || exit;

/** Changes of this request, by post id: [ event, post fields ]. */
$GLOBALS['lumera_pending_changes'] = array();

/** Queues a change of `$post` (sent once, at the end of the request). */
function lumera_queue_change( $event, $post ) {
	$post = get_post( $post );
	if ( ! $post || ! lumera_is_configured() ) {
		return;
	}
	if ( empty( $GLOBALS['lumera_pending_changes'] ) ) {
		add_action( 'shutdown', 'lumera_send_changes', 1 );
	}
	$GLOBALS['lumera_pending_changes'][ $post->ID ] = array(
		'event' => $event,
		'id'    => (int) $post->ID,
		'type'  => $post->post_type,
		'status'=> $post->post_status,
		'slug'  => $post->post_name,
	);
}

/** Whether a post's change can alter the site: one of its types, published before or after. */
function lumera_shows( $post, $old_status = '' ) {
	return in_array( $post->post_type, LUMERA_POST_TYPES, true ) && ( 'publish' === $post->post_status || 'publish' === $old_status );
}

// Publish, update, unpublish, trash, restore, schedule going live (WP-Cron calls wp_publish_post).
add_action(
	'transition_post_status',
	function ( $new_status, $old_status, $post ) {
		if ( wp_is_post_revision( $post ) || wp_is_post_autosave( $post ) || ! lumera_shows( $post, $old_status ) ) {
			return;
		}
		$event = 'publish' !== $new_status ? 'post.unpublished' : ( 'publish' !== $old_status ? 'post.published' : 'post.updated' );
		lumera_queue_change( $event, $post );
	},
	10,
	3
);

// A slug changed on a published post (also seen above; named so the site's log says why).
add_action(
	'post_updated',
	function ( $post_id, $after, $before ) {
		if ( $after->post_name !== $before->post_name && lumera_shows( $after, $before->post_status ) ) {
			lumera_queue_change( 'post.slug_changed', $after );
		}
	},
	10,
	3
);

// Deleted for good (from the trash or directly).
add_action(
	'before_delete_post',
	function ( $post_id ) {
		$post = get_post( $post_id );
		if ( $post && in_array( $post->post_type, LUMERA_POST_TYPES, true ) ) {
			lumera_queue_change( 'post.deleted', $post );
		}
	}
);

// The featured image, or the language links, changed on their own (without a status change).
$lumera_meta_changed = function ( $meta_id, $post_id, $meta_key ) {
	if ( in_array( $meta_key, array( '_thumbnail_id', 'lumera_lang', 'lumera_translations', 'lumera_client', 'lumera_location', 'lumera_products' ), true ) ) {
		$post = get_post( $post_id );
		if ( $post && lumera_shows( $post ) ) {
			lumera_queue_change( 'post.updated', $post );
		}
	}
};
add_action( 'added_post_meta', $lumera_meta_changed, 10, 3 );
add_action( 'updated_post_meta', $lumera_meta_changed, 10, 3 );
add_action( 'deleted_post_meta', $lumera_meta_changed, 10, 3 );
unset( $lumera_meta_changed );

// An image edited in the media library (alt text, replaced file): covers and photos may show it.
add_action(
	'edit_attachment',
	function ( $attachment_id ) {
		lumera_queue_change( 'media.updated', $attachment_id );
	}
);

/** Sends the request's changes in one signed notification. */
function lumera_send_changes() {
	$changes = array_values( $GLOBALS['lumera_pending_changes'] );
	$GLOBALS['lumera_pending_changes'] = array();
	if ( ! $changes || ! lumera_is_configured() ) {
		return;
	}
	// Each post as the request leaves it (its language is often written after its status changed),
	// so the site can read just these posts, in their language; a deleted one keeps what was queued.
	foreach ( $changes as $i => $change ) {
		$post = get_post( $change['id'] );
		if ( $post ) {
			$changes[ $i ]['status'] = $post->post_status;
			$changes[ $i ]['slug']   = $post->post_name;
			if ( in_array( $post->post_type, LUMERA_POST_TYPES, true ) ) {
				$changes[ $i ]['lang'] = lumera_post_language( $post->ID );
			}
		}
	}
	$now  = microtime( true );
	$body = wp_json_encode(
		array(
			'event' => $changes[0]['event'],
			'post'  => $changes[0],
			'posts' => $changes,
			// ISO 8601 with milliseconds: the site logs how long the notification took to reach it.
			'sent'  => gmdate( 'Y-m-d\\TH:i:s', (int) $now ) . sprintf( '.%03dZ', (int) ( ( $now - floor( $now ) ) * 1000 ) ),
		)
	);
	// The editor's answer goes first where PHP allows it: the notification then costs them nothing.
	if ( function_exists( 'fastcgi_finish_request' ) ) {
		fastcgi_finish_request();
	} elseif ( function_exists( 'litespeed_finish_request' ) ) {
		litespeed_finish_request();
	}
	$response = wp_remote_post(
		lumera_site_url() . '/api/webhooks/wordpress',
		array(
			'timeout'     => LUMERA_NOTIFY_TIMEOUT,
			'redirection' => 0,
			'headers'     => array(
				'Content-Type'           => 'application/json',
				'X-WP-Webhook-Signature' => base64_encode( hash_hmac( 'sha256', $body, lumera_secret(), true ) ), // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions
				'User-Agent'             => 'Lumera site plugin (WordPress/' . get_bloginfo( 'version' ) . ')',
			),
			'body'        => $body,
		)
	);
	if ( is_wp_error( $response ) || 200 !== wp_remote_retrieve_response_code( $response ) ) {
		$reason = is_wp_error( $response ) ? $response->get_error_message() : 'HTTP ' . wp_remote_retrieve_response_code( $response );
		error_log( 'Lumera site: the website did not take the change notification (' . $reason . '); it will see the change when it next polls.' ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions
	}
}
