<?php
/**
 * The checks of wp-config.php's constants (settings-check.php).
 *
 * @package LumeraSite
 */

/**
 * LUMERA_SITE_URL and LUMERA_PREVIEW_SECRET.
 */
final class SettingsCheckTest extends Lumera_Test_Case {

	/**
	 * Which addresses pass, in which environment.
	 *
	 * @dataProvider addresses
	 * @param string $url         LUMERA_SITE_URL.
	 * @param string $environment WordPress's environment type.
	 * @param bool   $taken       Whether it passes.
	 */
	public function test_the_site_address( $url, $environment, $taken ) {
		$this->assertSame( $taken, '' === lumera_site_url_problem( $url, $environment ), $url );
	}

	/**
	 * Addresses and whether they pass.
	 *
	 * @return array[]
	 */
	public function addresses() {
		return array(
			array( 'https://www.lumera-vetrine.it', 'production', true ),
			array( 'https://www.lumera-vetrine.it:8443', 'production', true ),
			array( 'http://www.lumera-vetrine.it', 'production', false ),
			array( 'http://www.lumera-vetrine.it', 'staging', false ),
			array( 'HTTP://WWW.LUMERA-VETRINE.IT', 'production', false ),
			array( 'http://10.0.0.5:3000', 'production', false ),
			array( 'http://www.lumera-vetrine.it', 'local', true ),
			array( 'http://127.0.0.1:3000', 'production', true ),
			array( 'http://127.8.9.10', 'production', true ),
			array( 'http://localhost:3000', 'production', true ),
			array( 'http://site.localhost', 'production', true ),
			array( 'http://[::1]:3000', 'production', true ),
			array( 'http://localhost.evil.example', 'production', false ),
			array( 'http://127.0.0.1.evil.example', 'production', false ),
			array( 'ftp://www.lumera-vetrine.it', 'production', false ),
			array( 'https://www.lumera-vetrine.it/it', 'production', false ),
			array( 'https://www.lumera-vetrine.it?x=1', 'production', false ),
			array( 'https://user:pass@www.lumera-vetrine.it', 'production', false ),
			array( 'www.lumera-vetrine.it', 'production', false ),
			array( '', 'production', true ),
		);
	}

	/**
	 * The preview key: long enough, and not the webhook's secret.
	 */
	public function test_the_preview_key() {
		$secret = 'a-long-secret-shared-with-wordpress';
		$this->assertSame( '', lumera_preview_key_problem( str_repeat( 'k', 32 ), $secret ) );
		$this->assertSame( '', lumera_preview_key_problem( '', $secret ) );
		$this->assertStringContainsString( '32', lumera_preview_key_problem( str_repeat( 'k', 31 ), $secret ) );
		$this->assertStringContainsString( 'LUMERA_WEBHOOK_SECRET', lumera_preview_key_problem( $secret, $secret ) );
	}

	/**
	 * A refused address counts as none: nothing is sent to it.
	 */
	public function test_a_refused_address_leaves_the_plugin_unconnected() {
		$this->assertSame( 'https://www.lumera-vetrine.example', lumera_site_url() );
		$this->assertSame( '', lumera_site_url_problem( lumera_site_url(), 'production' ) );
		$this->assertContains( 'Define LUMERA_PREVIEW_SECRET in wp-config.php (the website’s WORDPRESS_PREVIEW_SECRET), or Preview cannot open the website.', lumera_configuration_problems() );
	}
}
