<?php
/**
 * The plugin's PHP unit tests run without WordPress: its logic in PHP (translation groups, preview links,
 * notifications and their retries, the settings' checks, Site Health's verdict) is loaded with stand-ins for the
 * few WordPress functions it calls, which record what they were asked. What needs WordPress itself (REST,
 * capabilities, the database) is tested in the real one (tests/e2e/wordpress*.spec.ts).
 *
 * @package LumeraSite
 */

define( 'ABSPATH', __DIR__ . '/' );
define( 'HOUR_IN_SECONDS', 3600 );
define( 'WPMU_PLUGIN_DIR', '/nowhere/mu-plugins' );

/**
 * What the stand-ins were asked, and what they answer; reset before each test (Lumera_Test_Case).
 */
final class Lumera_Test_WordPress {

	/**
	 * Options by name.
	 *
	 * @var array
	 */
	public static $options = array();

	/**
	 * WP-Cron events scheduled: each `timestamp`, `hook`, `args`.
	 *
	 * @var array[]
	 */
	public static $cron = array();

	/**
	 * Action Scheduler's actions scheduled (when a test provides as_schedule_single_action()).
	 *
	 * @var array[]
	 */
	public static $actions = array();

	/**
	 * HTTP requests made: each `url`, `args`.
	 *
	 * @var array[]
	 */
	public static $requests = array();

	/**
	 * The answers to the next HTTP requests, in order: a status code, or a WP_Error.
	 *
	 * @var array
	 */
	public static $answers = array();

	/**
	 * The environment type.
	 *
	 * @var string
	 */
	public static $environment = 'production';

	/**
	 * Forgets everything.
	 */
	public static function reset() {
		self::$options     = array();
		self::$cron        = array();
		self::$actions     = array();
		self::$requests    = array();
		self::$answers     = array();
		self::$environment = 'production';
	}
}

require_once __DIR__ . '/class-wp-error.php';

/**
 * Whether a value is an error.
 *
 * @param mixed $thing A value.
 * @return bool
 */
function is_wp_error( $thing ) {
	return $thing instanceof WP_Error;
}

/**
 * Hooks are not run here: the tests call the plugin's functions themselves.
 */
function add_action() {
}

/**
 * As add_action().
 */
function add_filter() {
}

/**
 * No hook has run.
 *
 * @return int
 */
function did_action() {
	return 0;
}

/**
 * No hook is running.
 *
 * @return bool
 */
function doing_action() {
	return false;
}

/**
 * Texts stay in English.
 *
 * @param string $text A text.
 * @return string
 */
function __( $text ) {
	return $text;
}

/**
 * As __().
 *
 * @param string $text A text.
 * @return string
 */
function esc_html__( $text ) {
	return $text;
}

/**
 * As PHP's parse_url().
 *
 * @param string $url A URL.
 * @return array|false
 */
function wp_parse_url( $url ) {
	return parse_url( $url ); // phpcs:ignore Generic.PHP.ForbiddenFunctions.FoundWithAlternative -- this is the stand-in.
}

/**
 * Without trailing slashes.
 *
 * @param string $text A path or URL.
 * @return string
 */
function untrailingslashit( $text ) {
	return rtrim( $text, '/\\' );
}

/**
 * The environment type the test set.
 *
 * @return string
 */
function wp_get_environment_type() {
	return Lumera_Test_WordPress::$environment;
}

/**
 * An option.
 *
 * @param string $name    Its name.
 * @param mixed  $default What to give when it is not set.
 * @return mixed
 */
function get_option( $name, $default = false ) {
	return array_key_exists( $name, Lumera_Test_WordPress::$options ) ? Lumera_Test_WordPress::$options[ $name ] : $default;
}

/**
 * Sets an option.
 *
 * @param string $name  Its name.
 * @param mixed  $value Its value.
 * @return bool
 */
function update_option( $name, $value ) {
	Lumera_Test_WordPress::$options[ $name ] = $value;
	return true;
}

/**
 * JSON.
 *
 * @param mixed $value A value.
 * @return string
 */
function wp_json_encode( $value ) {
	return json_encode( $value ); // phpcs:ignore Generic.PHP.ForbiddenFunctions.FoundWithAlternative -- this is the stand-in.
}

/**
 * WordPress's version.
 *
 * @return string
 */
function get_bloginfo() {
	return '6.1';
}

/**
 * An HTTP POST: recorded, answered with the next of Lumera_Test_WordPress::$answers (200 when none is left).
 *
 * @param string $url  Where.
 * @param array  $args What.
 * @return array|WP_Error
 */
function wp_remote_post( $url, $args ) {
	Lumera_Test_WordPress::$requests[] = array(
		'url'  => $url,
		'args' => $args,
	);
	$answer                            = Lumera_Test_WordPress::$answers ? array_shift( Lumera_Test_WordPress::$answers ) : 200;
	return is_wp_error( $answer ) ? $answer : array( 'response' => array( 'code' => $answer ) );
}

/**
 * An answer's status.
 *
 * @param array $response An answer.
 * @return int
 */
function wp_remote_retrieve_response_code( $response ) {
	return $response['response']['code'];
}

/**
 * Removes a hook's callback.
 */
function remove_action() {
}

/**
 * Schedules a WP-Cron event: recorded.
 *
 * @param int    $timestamp When.
 * @param string $hook      What runs.
 * @param array  $args      With what.
 * @return true
 */
function wp_schedule_single_event( $timestamp, $hook, $args = array() ) {
	Lumera_Test_WordPress::$cron[] = compact( 'timestamp', 'hook', 'args' );
	return true;
}

/**
 * Forgets a hook's WP-Cron events.
 *
 * @param string $hook The hook.
 */
function wp_unschedule_hook( $hook ) {
	Lumera_Test_WordPress::$cron = array_values(
		array_filter(
			Lumera_Test_WordPress::$cron,
			static function ( $event ) use ( $hook ) {
				return $event['hook'] !== $hook;
			}
		)
	);
}

/**
 * No post exists here.
 *
 * @return null
 */
function get_post() {
	return null;
}

// A site of a single install, configured; each test may change what the stand-ins answer.
define( 'LUMERA_SITE_URL', 'https://www.lumera-vetrine.example' );
define( 'LUMERA_WEBHOOK_SECRET', 'a-long-secret-shared-with-wordpress' );
define( 'LUMERA_SITE_FILE', dirname( __DIR__, 2 ) . '/wordpress/lumera-site.php' );
/**
 * A single install.
 *
 * @return bool
 */
function is_multisite() {
	return false;
}

$lumera_test_plugin = dirname( __DIR__, 2 ) . '/wordpress/lumera-site/';
foreach ( array( 'config', 'settings-check', 'language-meta', 'translation-groups', 'preview-signing', 'class-lumera-site-changes', 'notify', 'notify-retry', 'site-health', 'changes-direct', 'polylang' ) as $lumera_test_file ) {
	require_once $lumera_test_plugin . $lumera_test_file . '.php';
}
// A lost notification writes to PHP's error log: here, to a file of the run's own.
ini_set( 'error_log', sys_get_temp_dir() . '/lumera-site-phpunit-' . getmypid() . '.log' ); // phpcs:ignore WordPress.PHP.IniSet -- the tests' own log.

require_once __DIR__ . '/class-lumera-test-case.php';
