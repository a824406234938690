<?php
/**
 * Notifications the site did not take are sent again (notify.php, notify-retry.php).
 *
 * @package LumeraSite
 */

/**
 * Retries, their delays and their end.
 */
final class NotifyRetryTest extends Lumera_Test_Case {

	/**
	 * A change notification.
	 *
	 * @var array
	 */
	private $message = array(
		'event' => 'post.updated',
		'post'  => array(
			'event' => 'post.updated',
			'id'    => 12,
			'type'  => 'post',
		),
	);

	/**
	 * Each retry waits longer; after the last there is none.
	 */
	public function test_the_delays_grow_and_end() {
		$delays = array_map( 'lumera_retry_delay', range( 0, 6 ) );
		$this->assertSame( array( null, 30, 120, 600, 1800, 3600, null ), $delays );
	}

	/**
	 * A notification that fails is retried 30 s later with the same changes; a retry that fails schedules the next.
	 */
	public function test_a_failed_notification_is_retried_with_growing_delays() {
		Lumera_Test_WordPress::$answers = array( new WP_Error( 'http_request_failed', 'Connection refused' ), 503 );
		Lumera_Site_Changes::add( 'post:12', $this->message['post'] );
		lumera_send_changes();
		$this->assertCount( 1, Lumera_Test_WordPress::$requests );
		$first = Lumera_Test_WordPress::$cron[0];
		$this->assertSame( LUMERA_RETRY_HOOK, $first['hook'] );
		$this->assertSame( $this->message['post'], $first['args'][0]['post'] );
		$this->assertSame( array( $this->message['post'] ), $first['args'][0]['posts'] );
		$this->assertSame( 1, $first['args'][1] );
		$this->assertEqualsWithDelta( time() + 30, $first['timestamp'], 2 );

		lumera_retry_notification( $this->message, 1 );
		$this->assertCount( 2, Lumera_Test_WordPress::$requests );
		$second = Lumera_Test_WordPress::$cron[1];
		$this->assertSame( array( $this->message, 2 ), $second['args'] );
		$this->assertEqualsWithDelta( time() + 120, $second['timestamp'], 2 );
		$this->assertSame( 2, lumera_notification_status()['failures'] );
	}

	/**
	 * A retry the site takes schedules nothing more and clears the failures.
	 */
	public function test_a_retry_that_succeeds_ends_the_retries() {
		Lumera_Test_WordPress::$options[ LUMERA_STATUS_OPTION ] = array(
			'time'     => 1,
			'ok'       => false,
			'message'  => 'HTTP 503',
			'failures' => 4,
		);
		lumera_retry_notification( $this->message, 3 );
		$this->assertSame( array(), Lumera_Test_WordPress::$cron );
		$this->assertSame( 0, lumera_notification_status()['failures'] );
		$sent = json_decode( Lumera_Test_WordPress::$requests[0]['args']['body'], true );
		$this->assertSame( 'post.updated', $sent['event'] );
		$this->assertMatchesRegularExpression( '/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/', $sent['sent'] );
	}

	/**
	 * After the last retry the site's poll is what remains: nothing more is scheduled.
	 */
	public function test_the_last_retry_schedules_nothing() {
		Lumera_Test_WordPress::$answers = array( 503 );
		lumera_retry_notification( $this->message, count( LUMERA_RETRY_DELAYS ) );
		$this->assertSame( array(), Lumera_Test_WordPress::$cron );
	}

	/**
	 * With Action Scheduler present, it queues the retry in the plugin's group instead of WP-Cron.
	 *
	 * @runInSeparateProcess
	 * @preserveGlobalState disabled
	 */
	public function test_action_scheduler_takes_the_retry_when_present() {
		require __DIR__ . '/action-scheduler-stub.php';
		$this->assertTrue( lumera_schedule_retry( $this->message, 1 ) );
		$this->assertSame( array(), Lumera_Test_WordPress::$cron );
		$this->assertSame( LUMERA_RETRY_HOOK, Lumera_Test_WordPress::$actions[0]['hook'] );
		$this->assertSame( array( $this->message, 1 ), Lumera_Test_WordPress::$actions[0]['args'] );
		$this->assertSame( LUMERA_RETRY_GROUP, Lumera_Test_WordPress::$actions[0]['group'] );
		lumera_forget_retries();
		$this->assertSame( array(), Lumera_Test_WordPress::$actions );
	}
}
