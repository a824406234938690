<?php
/**
 * Which changes the site hears of (changes-direct.php), and what Polylang may copy (polylang.php).
 *
 * @package LumeraSite
 */

/**
 * Fields and Polylang's copy.
 */
final class ChangesTest extends Lumera_Test_Case {

	/**
	 * A field changed on its own reaches the site, but WordPress's bookkeeping does not.
	 */
	public function test_which_fields_count() {
		foreach ( array( '_thumbnail_id', 'lumera_client', 'lumera_products', '_lumera_lang', '_lumera_translations', '_yoast_wpseo_metadesc', '_wp_old_slug' ) as $key ) {
			$this->assertTrue( lumera_meta_shows( $key ), $key );
		}
		foreach ( array( '_edit_lock', '_edit_last', '_wp_trash_meta_status', '_wp_desired_post_slug' ) as $key ) {
			$this->assertFalse( lumera_meta_shows( $key ), $key );
		}
	}

	/**
	 * Polylang never copies the plugin's language storage, and copies the per-language fields only once.
	 */
	public function test_polylang_copies_no_language_and_keeps_fields_per_language() {
		$keys = array( '_thumbnail_id', '_lumera_lang', '_lumera_translations', 'lumera_lang', 'lumera_translations', 'lumera_client', 'lumera_location', 'lumera_products', 'other' );
		$this->assertSame( array( '_thumbnail_id', 'lumera_client', 'lumera_location', 'lumera_products', 'other' ), lumera_polylang_copied_meta( $keys, false ) );
		$this->assertSame( array( '_thumbnail_id', 'other' ), lumera_polylang_copied_meta( $keys, true ) );
	}

	/**
	 * Polylang translates stories.
	 */
	public function test_polylang_translates_stories() {
		$this->assertSame(
			array(
				'post'           => 'post',
				'page'           => 'page',
				'customer_story' => 'customer_story',
			),
			lumera_polylang_post_types(
				array(
					'post' => 'post',
					'page' => 'page',
				),
				false
			)
		);
	}
}
