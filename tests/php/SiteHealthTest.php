<?php
/**
 * Site Health's verdict on the website's answer (site-health.php).
 *
 * @package LumeraSite
 */

/**
 * Only a healthy answer passes.
 */
final class SiteHealthTest extends Lumera_Test_Case {

	/**
	 * Answers and verdicts.
	 *
	 * @dataProvider answers
	 * @param int    $code    The status.
	 * @param string $body    The body.
	 * @param string $verdict The verdict.
	 */
	public function test_only_a_healthy_answer_passes( $code, $body, $verdict ) {
		$this->assertSame( $verdict, lumera_judge_health_answer( $code, $body )['verdict'] );
	}

	/**
	 * Answers and verdicts.
	 *
	 * @return array[]
	 */
	public function answers() {
		return array(
			'healthy'                        => array( 200, '{"status":"ok","catalogue":"woocommerce"}', 'ok' ),
			'degraded'                       => array( 200, '{"status":"degraded"}', 'degraded' ),
			'a 404'                          => array( 404, '{"status":"ok"}', 'down' ),
			'a 503'                          => array( 503, '{"status":"ok"}', 'down' ),
			'a redirect'                     => array( 301, '', 'down' ),
			'a page that is not the website' => array( 200, '<!doctype html><title>Parked domain</title>', 'down' ),
			'a status that is no word'       => array( 200, '{"status":1}', 'down' ),
			'an unknown status'              => array( 200, '{"status":"maybe"}', 'down' ),
			'no answer'                      => array( 0, '', 'down' ),
		);
	}

	/**
	 * A failure says what was answered.
	 */
	public function test_a_failure_names_the_status() {
		$this->assertSame( 'HTTP 503', lumera_judge_health_answer( 503, '' )['reason'] );
	}
}
