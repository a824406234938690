<?php
/**
 * Signed preview links (preview-signing.php).
 *
 * @package LumeraSite
 */

/**
 * What is signed, and which links pass.
 */
final class PreviewSigningTest extends Lumera_Test_Case {

	const KEY = 'a-preview-key-of-at-least-32-characters';
	const NOW = 1800000000;

	/**
	 * A link for post 12 of user 3, an hour from NOW, signed with KEY.
	 *
	 * @param array $change What to change after signing.
	 * @return array
	 */
	private function link( $change = array() ) {
		$link              = array(
			'kind'    => 'story',
			'post'    => 12,
			'user'    => 3,
			'expires' => self::NOW + 3600,
			'cover'   => null,
		);
		$link['signature'] = lumera_preview_signature( lumera_preview_payload( $link['kind'], $link['post'], $link['user'], $link['expires'], $link['cover'] ), self::KEY );
		return array_merge( $link, $change );
	}

	/**
	 * The string signed names the kind, the post, the user, the expiry and the unsaved cover when there is one.
	 */
	public function test_the_payload() {
		$this->assertSame( 'preview:story:12:3:1800003600', lumera_preview_payload( 'story', 12, 3, 1800003600, null ) );
		$this->assertSame( 'preview:article:12:3:1800003600:0', lumera_preview_payload( 'article', 12, 3, 1800003600, 0 ) );
	}

	/**
	 * The signature is the site's: HMAC-SHA256 in base64url without padding (the vector from Node's crypto).
	 */
	public function test_the_signature_is_the_sites() {
		$this->assertSame( 'F5uAWN0GliTn26OpIJWLjZFcPmYifb7qAS-cvVvE2Tw', lumera_preview_signature( 'preview:story:12:3:1800003600:9', self::KEY ) );
	}

	/**
	 * Which links pass.
	 *
	 * @dataProvider links
	 * @param array  $change  What differs from a good link.
	 * @param string $key     The key WordPress holds.
	 * @param string $verdict The verdict.
	 */
	public function test_judging_a_link( $change, $key, $verdict ) {
		$this->assertSame( $verdict, lumera_judge_preview( $this->link( $change ), $key, self::NOW ) );
	}

	/**
	 * Links and their verdicts.
	 *
	 * @return array[]
	 */
	public function links() {
		return array(
			'good'                            => array( array(), self::KEY, 'valid' ),
			'for another post'                => array( array( 'post' => 13 ), self::KEY, 'forged' ),
			'for another user'                => array( array( 'user' => 1 ), self::KEY, 'forged' ),
			'of another kind'                 => array( array( 'kind' => 'article' ), self::KEY, 'forged' ),
			'with its expiry moved'           => array( array( 'expires' => self::NOW + 7200 ), self::KEY, 'forged' ),
			'with a cover added'              => array( array( 'cover' => 9 ), self::KEY, 'forged' ),
			'signed with another key'         => array( array(), 'another-preview-key-of-32-characters!', 'forged' ),
			'when WordPress has no key'       => array( array(), '', 'forged' ),
			'without a signature'             => array( array( 'signature' => '' ), self::KEY, 'forged' ),
			'with a signature that is no text' => array( array( 'signature' => array() ), self::KEY, 'forged' ),
			'for user 0'                      => array( array( 'user' => 0 ), self::KEY, 'forged' ),
		);
	}

	/**
	 * A link that expired, or claims to live longer than a day, is refused even when signed.
	 */
	public function test_expiry() {
		foreach ( array( self::NOW, self::NOW - 60, self::NOW + 86401 ) as $expires ) {
			$link              = $this->link( array( 'expires' => $expires ) );
			$link['signature'] = lumera_preview_signature( lumera_preview_payload( 'story', 12, 3, $expires, null ), self::KEY );
			$this->assertSame( 'expired', lumera_judge_preview( $link, self::KEY, self::NOW ), (string) $expires );
		}
		$link              = $this->link( array( 'expires' => self::NOW + 86400 ) );
		$link['signature'] = lumera_preview_signature( lumera_preview_payload( 'story', 12, 3, self::NOW + 86400, null ), self::KEY );
		$this->assertSame( 'valid', lumera_judge_preview( $link, self::KEY, self::NOW ) );
	}
}
