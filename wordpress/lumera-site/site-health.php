<?php
/**
 * The plugin's Site Health test: the constants, the website's own health answer and the last notification. It
 * calls the website (up to 3 s), so it is an asynchronous test: Site Health's page asks for it through the REST
 * API after it has loaded (`lumera/v1/site-health`), and WordPress's weekly check calls it directly. Only a
 * healthy answer passes: the website's `/api/health` with status 200 and `"status": "ok"`; `"degraded"` is a
 * recommendation; anything else (a 404, a 503, a page that is not the website's) is critical.
 *
 * @package LumeraSite
 */

defined( 'ABSPATH' ) || exit;

/** How long Site Health waits for the website, in seconds. */
const LUMERA_HEALTH_TIMEOUT = 3;

/**
 * Adds the plugin's test to Site Health, as an asynchronous one.
 *
 * @param array $tests Site Health's tests.
 * @return array
 */
function lumera_site_health_tests( $tests ) {
	$tests['async']['lumera_site'] = array(
		'label'             => __( 'Lumera website', 'lumera-site' ),
		'test'              => rest_url( 'lumera/v1/site-health' ),
		'has_rest'          => true,
		'async_direct_test' => 'lumera_site_health_test',
	);
	return $tests;
}
add_filter( 'site_status_tests', 'lumera_site_health_tests' );

/**
 * The REST route Site Health's page calls, for those who may see Site Health.
 */
function lumera_register_site_health_route() {
	register_rest_route(
		'lumera/v1',
		'/site-health',
		array(
			'methods'             => 'GET',
			'callback'            => 'lumera_site_health_test',
			'permission_callback' => 'lumera_can_view_site_health',
		)
	);
}
add_action( 'rest_api_init', 'lumera_register_site_health_route' );

/**
 * Whether the user may see Site Health's tests.
 *
 * @return bool
 */
function lumera_can_view_site_health() {
	return current_user_can( 'view_site_health_checks' );
}

/**
 * How the website answered its health check: `ok`, `degraded`, or `down` with why.
 *
 * @param int    $code The HTTP status (0: no answer).
 * @param string $body The answer's body.
 * @return array `verdict` and `reason`.
 */
function lumera_judge_health_answer( $code, $body ) {
	$health = json_decode( (string) $body, true );
	$status = is_array( $health ) && isset( $health['status'] ) && is_string( $health['status'] ) ? $health['status'] : '';
	if ( 200 === (int) $code && in_array( $status, array( 'ok', 'degraded' ), true ) ) {
		return array(
			'verdict' => $status,
			'reason'  => '',
		);
	}
	return array(
		'verdict' => 'down',
		'reason'  => 200 === (int) $code ? __( 'the answer is not the website’s health report', 'lumera-site' ) : 'HTTP ' . (int) $code,
	);
}

/**
 * The Site Health test: configured, the website healthy, the last notification taken.
 *
 * @return array
 */
function lumera_site_health_test() {
	$result   = array(
		'label'       => __( 'The Lumera website hears about your changes', 'lumera-site' ),
		'status'      => 'good',
		'badge'       => array(
			'label' => __( 'Lumera website', 'lumera-site' ),
			'color' => 'blue',
		),
		'description' => '<p>' . esc_html__( 'Every change to a story or an article is sent to the website, which shows it within seconds; Preview opens the website.', 'lumera-site' ) . '</p>',
		'actions'     => '',
		'test'        => 'lumera_site',
	);
	$problems = lumera_configuration_problems();
	foreach ( $problems as $problem ) {
		$result['description'] .= '<p>' . esc_html( $problem ) . '</p>';
	}
	if ( ! lumera_is_configured() ) {
		$result['status'] = 'critical';
		$result['label']  = __( 'The Lumera website is not connected', 'lumera-site' );
		return $result;
	}
	$answer = wp_remote_get(
		lumera_site_url() . '/api/health',
		array(
			'timeout'     => LUMERA_HEALTH_TIMEOUT,
			'redirection' => 0,
		)
	);
	$health = is_wp_error( $answer )
		? array(
			'verdict' => 'down',
			'reason'  => $answer->get_error_message(),
		)
		: lumera_judge_health_answer( wp_remote_retrieve_response_code( $answer ), wp_remote_retrieve_body( $answer ) );
	$status = lumera_notification_status();
	if ( 'down' === $health['verdict'] ) {
		$result['status'] = 'critical';
		$result['label']  = __( 'The Lumera website does not answer', 'lumera-site' );
		/* translators: 1: the website's address, 2: what went wrong. */
		$result['description'] .= '<p>' . esc_html( sprintf( __( 'WordPress could not reach %1$s (%2$s).', 'lumera-site' ), lumera_site_url(), $health['reason'] ) ) . '</p>';
	} elseif ( $status['failures'] >= LUMERA_NOTIFY_FAILURES_NOTICE ) {
		$result['status'] = 'critical';
		$result['label']  = __( 'Change notifications do not reach the Lumera website', 'lumera-site' );
	} elseif ( 'degraded' === $health['verdict'] ) {
		$result['status'] = 'recommended';
		$result['label']  = __( 'The Lumera website answers, but reports a problem', 'lumera-site' );
		/* translators: %s: the website's address. */
		$result['description'] .= '<p>' . esc_html( sprintf( __( 'Its health report (%s/api/health) says it is degraded: its operators can see why there.', 'lumera-site' ), lumera_site_url() ) ) . '</p>';
	} elseif ( false === $status['ok'] ) {
		$result['status'] = 'recommended';
		$result['label']  = __( 'The last change notification did not reach the Lumera website', 'lumera-site' );
	} elseif ( $problems ) {
		$result['status'] = 'recommended';
		$result['label']  = __( 'The Lumera website hears about your changes, but Preview cannot open it', 'lumera-site' );
	}
	$result['description'] .= '<p>' . esc_html( lumera_describe_last_notification( $status ) ) . '</p>';
	if ( current_user_can( 'manage_options' ) ) {
		$result['actions'] = lumera_test_notification_form();
	}
	return $result;
}
