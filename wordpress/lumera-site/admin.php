<?php
/**
 * For the people who run it: a "Send a test notification" button in Site Health's test
 * (site-health.php) for administrators, and notices when the plugin is not configured or
 * notifications keep failing.
 *
 * @package LumeraSite
 */

defined( 'ABSPATH' ) || exit;

/**
 * The last notification, in a sentence.
 *
 * @param array $status The recorded outcome.
 * @return string
 */
function lumera_describe_last_notification( $status ) {
	if ( empty( $status['time'] ) ) {
		return __( 'No change notification has been sent yet.', 'lumera-site' );
	}
	$when = wp_date( get_option( 'date_format' ) . ' ' . get_option( 'time_format' ), (int) $status['time'] );
	if ( $status['ok'] ) {
		/* translators: %s: a date and time. */
		return sprintf( __( 'The last change notification reached the website on %s.', 'lumera-site' ), $when );
	}
	/* translators: 1: a date and time, 2: the error, 3: how many failed in a row. */
	return sprintf( __( 'The last change notification, on %1$s, failed (%2$s); failures in a row: %3$d. The website still sees every change when it next reads WordPress, within minutes.', 'lumera-site' ), $when, $status['message'], $status['failures'] );
}

/**
 * The "Send a test notification" button.
 *
 * @return string
 */
function lumera_test_notification_form() {
	return '<form method="post" action="' . esc_url( admin_url( 'admin-post.php' ) ) . '">'
		. '<input type="hidden" name="action" value="lumera_test_notification">'
		. wp_nonce_field( 'lumera_test_notification', '_wpnonce', true, false )
		. '<button type="submit" class="button">' . esc_html__( 'Send a test notification', 'lumera-site' ) . '</button>'
		. '</form>';
}

/**
 * `admin-post.php` (POST, action `lumera_test_notification`): sends the site a `ping`, which makes
 * it read everything, and comes back to Site Health with the outcome.
 */
function lumera_send_test_notification() {
	if ( ! current_user_can( 'manage_options' ) ) {
		wp_die( esc_html__( 'Sorry, you are not allowed to send a test notification.', 'lumera-site' ), '', array( 'response' => 403 ) );
	}
	check_admin_referer( 'lumera_test_notification' );
	$sent = lumera_is_configured() ? lumera_notify( array( 'event' => 'ping' ) ) : new WP_Error( 'lumera_not_configured', '' );
	wp_safe_redirect( add_query_arg( 'lumera_test', is_wp_error( $sent ) ? 'failed' : 'sent', admin_url( 'site-health.php' ) ) );
	exit;
}
add_action( 'admin_post_lumera_test_notification', 'lumera_send_test_notification' );

/**
 * Notices for administrators: what to fix in wp-config.php, notifications failing, a test's outcome.
 */
function lumera_admin_notices() {
	if ( ! current_user_can( 'manage_options' ) ) {
		return;
	}
	foreach ( lumera_configuration_problems() as $problem ) {
		/* translators: %s: what to fix in wp-config.php. */
		lumera_print_notice( 'warning', sprintf( __( 'Lumera site: %s', 'lumera-site' ), $problem ) );
	}
	if ( ! lumera_is_configured() ) {
		return;
	}
	$status = lumera_notification_status();
	$test   = isset( $_GET['lumera_test'] ) ? sanitize_key( $_GET['lumera_test'] ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only chooses which outcome to show.
	if ( 'sent' === $test ) {
		lumera_print_notice( 'success', __( 'The website took the test notification and is reading WordPress again.', 'lumera-site' ) );
	} elseif ( 'failed' === $test ) {
		lumera_print_notice( 'error', __( 'The test notification did not reach the website.', 'lumera-site' ) . ' ' . lumera_describe_last_notification( $status ) );
	} elseif ( $status['failures'] >= LUMERA_NOTIFY_FAILURES_NOTICE ) {
		lumera_print_notice( 'error', __( 'Lumera site: change notifications keep failing, so the website shows your changes only minutes later.', 'lumera-site' ) . ' ' . lumera_describe_last_notification( $status ) );
	}
}
add_action( 'admin_notices', 'lumera_admin_notices' );

/**
 * Prints one notice.
 *
 * @param string $type    The kind: success, warning or error.
 * @param string $message The text.
 */
function lumera_print_notice( $type, $message ) {
	printf( '<div class="notice notice-%1$s"><p>%2$s</p></div>', esc_attr( $type ), esc_html( $message ) );
}
