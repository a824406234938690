<?php
/**
 * A notification the site did not take is sent again later, so a change shows within a minute of the site coming
 * back rather than at its next poll: with Action Scheduler when a plugin provides it (WooCommerce does; its queue
 * runs on its own and shows in Tools > Scheduled Actions), else as a WP-Cron single event (run by the next visit,
 * or by a system cron job calling wp-cron.php). Each retry carries the same changes; after the last one the
 * site's poll (every CONTENT_CACHE_SECONDS) is what remains.
 *
 * @package LumeraSite
 */

defined( 'ABSPATH' ) || exit;

/** The action a retry runs. */
const LUMERA_RETRY_HOOK = 'lumera_site_retry_notification';

/** Action Scheduler's group of the plugin's retries. */
const LUMERA_RETRY_GROUP = 'lumera-site';

/** How long to wait before each retry, in seconds: the first after 30 s, the last an hour after the one before. */
const LUMERA_RETRY_DELAYS = array( 30, 120, 600, 1800, 3600 );

/**
 * How long to wait before a retry, or null when there is none left.
 *
 * @param int $attempt The retry's number, from 1.
 * @return int|null
 */
function lumera_retry_delay( $attempt ) {
	$attempt = (int) $attempt;
	return $attempt >= 1 && $attempt <= count( LUMERA_RETRY_DELAYS ) ? LUMERA_RETRY_DELAYS[ $attempt - 1 ] : null;
}

/**
 * Schedules a retry of a notification that failed.
 *
 * @param array $message The notification (without its `sent` time, which each attempt sets).
 * @param int   $attempt The retry's number, from 1.
 * @return bool Whether a retry was scheduled.
 */
function lumera_schedule_retry( $message, $attempt ) {
	$delay = lumera_retry_delay( $attempt );
	if ( null === $delay ) {
		error_log( 'Lumera site: the website did not take a change notification after ' . count( LUMERA_RETRY_DELAYS ) . ' retries; it will see the change when it next polls.' ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- an operator's only trace of a lost notification.
		return false;
	}
	$args = array( $message, (int) $attempt );
	if ( function_exists( 'as_schedule_single_action' ) ) {
		return (bool) as_schedule_single_action( time() + $delay, LUMERA_RETRY_HOOK, $args, LUMERA_RETRY_GROUP );
	}
	return true === wp_schedule_single_event( time() + $delay, LUMERA_RETRY_HOOK, $args, true );
}

/**
 * Sends a notification again; schedules the next retry when it fails again.
 *
 * @param array $message The notification.
 * @param int   $attempt The retry's number, from 1.
 */
function lumera_retry_notification( $message, $attempt ) {
	if ( ! is_array( $message ) || ! lumera_is_configured() ) {
		return;
	}
	if ( is_wp_error( lumera_notify( $message ) ) ) {
		lumera_schedule_retry( $message, (int) $attempt + 1 );
	}
}
add_action( LUMERA_RETRY_HOOK, 'lumera_retry_notification', 10, 2 );

/**
 * Forgets every retry still waiting (on deactivation and uninstall).
 */
function lumera_forget_retries() {
	if ( function_exists( 'as_unschedule_all_actions' ) ) {
		as_unschedule_all_actions( LUMERA_RETRY_HOOK, array(), LUMERA_RETRY_GROUP );
	}
	wp_unschedule_hook( LUMERA_RETRY_HOOK );
}
