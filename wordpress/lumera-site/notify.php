<?php
/**
 * Tells the site when something it shows changed, so the edit is live within seconds. Changes
 * (changes.php says which) are collected during the request and sent once, at its end, after
 * WordPress has saved everything (terms, meta, featured image), to
 * `POST {LUMERA_SITE_URL}/api/webhooks/wordpress`, signed as WooCommerce signs its webhooks:
 * `X-WP-Webhook-Signature` = base64 of the HMAC-SHA256 of the raw body with LUMERA_WEBHOOK_SECRET.
 * Where PHP can (PHP-FPM, LiteSpeed), the editor's answer is sent first; the call then waits
 * LUMERA_NOTIFY_CONNECT_TIMEOUT seconds for a connection and LUMERA_NOTIFY_TIMEOUT in all, so a site
 * that is down never holds a save for long. A notification the site did not take is sent again later
 * (notify-retry.php), and the site's polling catches anything still lost; the outcome of the last one is kept
 * for Site Health and the administrators' notice (admin.php).
 *
 * @package LumeraSite
 */

defined( 'ABSPATH' ) || exit;

/**
 * Queues a change of a post or an image (sent once, at the end of the request).
 *
 * @param string      $event What happened (`post.updated`), for the site's log.
 * @param int|WP_Post $post  The post or image.
 */
function lumera_queue_change( $event, $post ) {
	$post = get_post( $post );
	if ( ! $post || ! lumera_is_configured() || ! lumera_serves_this_site() ) {
		return;
	}
	Lumera_Site_Changes::add(
		$post->post_type . ':' . $post->ID,
		array(
			'event'  => $event,
			'id'     => (int) $post->ID,
			'type'   => $post->post_type,
			'status' => $post->post_status,
			'slug'   => $post->post_name,
		)
	);
}

/**
 * Queues a change the site cannot read post by post (it then reads everything).
 *
 * @param string $event What happened.
 */
function lumera_queue_unnamed_change( $event ) {
	if ( lumera_is_configured() && lumera_serves_this_site() ) {
		Lumera_Site_Changes::add(
			'everything',
			array(
				'event' => $event,
				'type'  => LUMERA_POST_TYPES[0],
			)
		);
	}
}

/**
 * Sends the request's changes in one signed notification (on `shutdown`).
 */
function lumera_send_changes() {
	$changes = Lumera_Site_Changes::take();
	if ( ! $changes || ! lumera_is_configured() ) {
		return;
	}
	// Each post as the request leaves it (its language is often written after its status changed),
	// so the site can read just these posts, in their language; a deleted one keeps what was queued.
	foreach ( $changes as $i => $change ) {
		$post = isset( $change['id'] ) ? get_post( $change['id'] ) : null;
		if ( $post ) {
			$changes[ $i ]['status'] = $post->post_status;
			$changes[ $i ]['slug']   = $post->post_name;
			if ( in_array( $post->post_type, LUMERA_SITE_TYPES, true ) ) {
				$changes[ $i ]['lang'] = lumera_post_language( $post->ID );
			}
		}
	}
	// The editor's answer goes first where PHP allows it: the notification then costs them nothing.
	// The connection is closed then, so nothing may stop the script when it writes no more output.
	ignore_user_abort( true );
	if ( function_exists( 'fastcgi_finish_request' ) ) {
		fastcgi_finish_request();
	} elseif ( function_exists( 'litespeed_finish_request' ) ) {
		litespeed_finish_request();
	}
	$message = array(
		'event' => $changes[0]['event'],
		'post'  => $changes[0],
		'posts' => $changes,
	);
	if ( is_wp_error( lumera_notify( $message ) ) ) {
		lumera_schedule_retry( $message, 1 );
	}
}

/**
 * Posts a signed notification to the site and records the outcome.
 *
 * @param array $message The notification (`event`, and `post` and `posts` for changes).
 * @return true|WP_Error
 */
function lumera_notify( $message ) {
	$now  = microtime( true );
	$body = wp_json_encode(
		$message + array(
			// ISO 8601 with milliseconds: the site logs how long the notification took to reach it.
			'sent' => gmdate( 'Y-m-d\\TH:i:s', (int) $now ) . sprintf( '.%03dZ', (int) ( ( $now - floor( $now ) ) * 1000 ) ),
		)
	);
	add_action( 'requests-requests.before_request', 'lumera_short_connect_timeout', 10, 5 );
	$response = wp_remote_post(
		lumera_notification_url(),
		array(
			'timeout'     => LUMERA_NOTIFY_TIMEOUT,
			'redirection' => 0,
			'headers'     => array(
				'Content-Type'           => 'application/json',
				'X-WP-Webhook-Signature' => base64_encode( hash_hmac( 'sha256', $body, lumera_secret(), true ) ), // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- the signature's format.
				'User-Agent'             => 'Lumera site plugin (WordPress/' . get_bloginfo( 'version' ) . ')',
			),
			'body'        => $body,
		)
	);
	remove_action( 'requests-requests.before_request', 'lumera_short_connect_timeout', 10 );
	$code   = is_wp_error( $response ) ? 0 : (int) wp_remote_retrieve_response_code( $response );
	$result = 200 === $code ? true : new WP_Error( 'lumera_not_delivered', is_wp_error( $response ) ? $response->get_error_message() : 'HTTP ' . $code );
	lumera_record_notification( $result );
	return $result;
}

/**
 * Where notifications go.
 *
 * @return string
 */
function lumera_notification_url() {
	return lumera_site_url() . '/api/webhooks/wordpress';
}

/**
 * Gives the notification a short connection timeout: WordPress sets only the total one, and
 * without cURL the connection may otherwise wait 10 s (the HTTP library's default).
 *
 * @param string $url     The request's address.
 * @param array  $headers Its headers.
 * @param mixed  $data    Its body.
 * @param string $type    Its method.
 * @param array  $options Its options, changed here.
 */
function lumera_short_connect_timeout( &$url, &$headers, &$data, &$type, &$options ) {
	if ( lumera_notification_url() === $url ) {
		$options['connect_timeout'] = LUMERA_NOTIFY_CONNECT_TIMEOUT;
	}
}

/**
 * The outcome of the last notification: `time`, `ok`, `message`, and `failures` in a row.
 *
 * @return array
 */
function lumera_notification_status() {
	$status = get_option( LUMERA_STATUS_OPTION );
	return is_array( $status ) ? $status + array( 'failures' => 0 ) : array(
		'time'     => 0,
		'ok'       => null,
		'message'  => '',
		'failures' => 0,
	);
}

/**
 * Keeps a notification's outcome, and writes a failure to PHP's error log.
 *
 * @param true|WP_Error $result The outcome.
 */
function lumera_record_notification( $result ) {
	$failed = is_wp_error( $result );
	$before = lumera_notification_status();
	update_option(
		LUMERA_STATUS_OPTION,
		array(
			'time'     => time(),
			'ok'       => ! $failed,
			'message'  => $failed ? $result->get_error_message() : '',
			'failures' => $failed ? (int) $before['failures'] + 1 : 0,
		),
		false
	);
	if ( $failed ) {
		error_log( 'Lumera site: the website did not take a notification (' . $result->get_error_message() . ').' ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- an operator's only trace of a lost notification.
	}
}
