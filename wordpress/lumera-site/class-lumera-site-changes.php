<?php
/**
 * The queue of a request's changes (notify.php sends it once, at the end of the request).
 *
 * @package LumeraSite
 */

defined( 'ABSPATH' ) || exit;

/**
 * The changes of this request, by type and id (one entry each, the last event wins).
 */
final class Lumera_Site_Changes {

	/**
	 * Changes waiting for the end of the request.
	 *
	 * @var array[]
	 */
	private static $pending = array();

	/**
	 * Queues a change; the first one arranges for the notification at the end of the request. A change queued
	 * once WordPress's `shutdown` hook has begun (another plugin saving a post there) cannot wait for it: it is
	 * sent by a PHP shutdown function, which runs after the hook.
	 *
	 * @param string $key    What changed, once per request (`post:12`).
	 * @param array  $change Its entry in the notification.
	 */
	public static function add( $key, $change ) {
		if ( ! self::$pending ) {
			if ( did_action( 'shutdown' ) ) {
				register_shutdown_function( 'lumera_send_changes' );
			} else {
				add_action( 'shutdown', 'lumera_send_changes', 1 );
			}
		}
		self::$pending[ $key ] = $change;
	}

	/**
	 * Whether a change of this key is queued.
	 *
	 * @param string $key What changed (`post:12`).
	 * @return bool
	 */
	public static function has( $key ) {
		return isset( self::$pending[ $key ] );
	}

	/**
	 * The queued changes, emptying the queue.
	 *
	 * @return array[]
	 */
	public static function take() {
		$changes       = array_values( self::$pending );
		self::$pending = array();
		return $changes;
	}
}
