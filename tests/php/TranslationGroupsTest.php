<?php
/**
 * The plugin's own translation groups (translation-groups.php).
 *
 * @package LumeraSite
 */

/**
 * Linking, relinking, unlinking and deleting versions.
 */
final class TranslationGroupsTest extends Lumera_Test_Case {

	/**
	 * Linking two posts alone stores the pair on both.
	 */
	public function test_linking_two_posts_stores_the_group_on_both() {
		$this->assertEquals(
			array(
				12 => array(
					'en' => 12,
					'it' => 34,
				),
				34 => array(
					'en' => 12,
					'it' => 34,
				),
			),
			lumera_regroup(
				array(
					'it' => 34,
					'en' => 12,
				),
				array(
					12 => array( 'en' => 12 ),
					34 => array( 'it' => 34 ),
				)
			)
		);
	}

	/**
	 * A version replaced by another leaves: alone, it keeps no group; the group it left keeps the rest.
	 */
	public function test_a_replaced_version_leaves_the_group() {
		$plan = lumera_regroup(
			array(
				'en' => 56,
				'it' => 34,
			),
			array(
				12 => array(
					'en' => 12,
					'it' => 34,
				),
				34 => array(
					'en' => 12,
					'it' => 34,
				),
				56 => array( 'en' => 56 ),
			)
		);
		$this->assertSame( array(), $plan[12] );
		$this->assertSame(
			array(
				'en' => 56,
				'it' => 34,
			),
			$plan[56]
		);
		$this->assertSame( $plan[56], $plan[34] );
	}

	/**
	 * A version that joins from another group of three leaves the other two linked.
	 */
	public function test_a_version_joining_from_a_larger_group_leaves_the_rest_linked() {
		$old  = array(
			'de' => 7,
			'en' => 8,
			'it' => 9,
		);
		$plan = lumera_regroup(
			array(
				'en' => 1,
				'it' => 9,
			),
			array(
				1 => array( 'en' => 1 ),
				7 => $old,
				8 => $old,
				9 => $old,
			)
		);
		$this->assertSame(
			array(
				'de' => 7,
				'en' => 8,
			),
			$plan[7]
		);
		$this->assertSame( $plan[7], $plan[8] );
		$this->assertSame(
			array(
				'en' => 1,
				'it' => 9,
			),
			$plan[9]
		);
	}

	/**
	 * Unlinking everything leaves every post alone.
	 */
	public function test_unlinking_leaves_every_post_without_a_group() {
		$pair = array(
			'en' => 12,
			'it' => 34,
		);
		$this->assertEquals(
			array(
				34 => array(),
				12 => array(),
			),
			lumera_regroup(
				array( 'en' => 12 ),
				array(
					12 => $pair,
					34 => $pair,
				)
			)
		);
	}

	/**
	 * A deleted version leaves its group: a pair falls apart, a group of three keeps two.
	 *
	 * @dataProvider deletions
	 * @param int     $deleted  The post deleted.
	 * @param int[][] $current  The other versions' stored groups.
	 * @param int[][] $expected What each keeps.
	 */
	public function test_a_deleted_version_leaves_its_group( $deleted, $current, $expected ) {
		$this->assertSame( $expected, lumera_groups_without( $deleted, $current ) );
	}

	/**
	 * Deletions, and what is left.
	 *
	 * @return array[]
	 */
	public function deletions() {
		$pair  = array(
			'en' => 12,
			'it' => 34,
		);
		$three = array(
			'de' => 7,
			'en' => 8,
			'it' => 9,
		);
		return array(
			'a pair'                                   => array( 34, array( 12 => $pair ), array( 12 => array() ) ),
			'one of three'                             => array(
				9,
				array(
					7 => $three,
					8 => $three,
				),
				array(
					7 => array(
						'de' => 7,
						'en' => 8,
					),
					8 => array(
						'de' => 7,
						'en' => 8,
					),
				),
			),
			'a version whose stored group disagrees' => array(
				34,
				array(
					12 => array(
						'en' => 12,
						'it' => 99,
					),
				),
				array(
					12 => array(
						'en' => 12,
						'it' => 99,
					),
				),
			),
		);
	}

	/**
	 * Every post whose links change, once each; a post not created yet (0) is not one.
	 */
	public function test_the_posts_a_write_touches() {
		$this->assertSame(
			array( 12, 34, 56, 78 ),
			lumera_touched_posts(
				array(
					'en' => 12,
					'it' => 34,
				),
				array(
					'en' => 56,
					'it' => 34,
				),
				array( 56 => array(
					'en' => 56,
					'it' => 78,
				) )
			)
		);
		$this->assertSame( array( 12 ), lumera_touched_posts( array(), array( 'it' => 0, 'en' => 12 ), array( 12 => array( 'en' => 12 ) ) ) );
	}
}
