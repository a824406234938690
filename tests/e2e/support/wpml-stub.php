<?php
/**
 * A stand-in for WPML in the tests (WPML is commercial and cannot be installed here): the hooks the
 * plugin calls, as WPML's hook reference documents them, over a table in memory shaped like WPML's
 * `icl_translations` (element_id, element_type, trid, language_code, source_language_code):
 *
 * - filter `wpml_element_type`: a post type's element type, `post_{type}`;
 * - filter `wpml_element_trid` ($empty, $element_id, $element_type): the element's group, or null;
 * - filter `wpml_get_element_translations` ($empty, $trid, $element_type): the group's elements by
 *   language, objects with element_id, language_code and source_language_code (null: the original);
 * - filter `wpml_element_language_details` ($empty, { element_id, element_type: the post type }): an
 *   object with trid, language_code and source_language_code, or null;
 * - filter `wpml_post_language_details` ($empty, $post_id): { language_code, ... }, or null;
 * - action `wpml_set_element_language_details` ({ element_id, element_type, trid, language_code,
 *   source_language_code }): trid false or missing makes a new group ("causing any translation
 *   relations to disappear"), source_language_code missing means null (an original). As WPML does,
 *   it then fires `wpml_translation_update` ({ type: insert|update, trid, element_id, element_type }).
 *
 * A group holds one element per language: a second one is refused and recorded in `$refused`.
 * Loaded with `require` after wp-load.php, in one PHP process; nothing is stored.
 *
 * @package LumeraSite
 */

define( 'ICL_SITEPRESS_VERSION', 'test-stub' );

/**
 * The stand-in's table and hooks.
 */
final class Lumera_Test_Wpml {

	/**
	 * Rows by `{element_type}:{element_id}`.
	 *
	 * @var object[]
	 */
	public static $rows = array();

	/**
	 * Writes WPML would have refused.
	 *
	 * @var array[]
	 */
	public static $refused = array();

	/**
	 * The last group id given.
	 *
	 * @var int
	 */
	public static $last_trid = 100;

	/**
	 * Filter `wpml_element_type`.
	 *
	 * @param string $type A post type.
	 * @return string
	 */
	public static function element_type( $type ) {
		return 'post_' . $type;
	}

	/**
	 * Filter `wpml_element_trid`.
	 *
	 * @param mixed  $empty   Unused.
	 * @param int    $id      The element.
	 * @param string $type    Its element type.
	 * @return int|null
	 */
	public static function trid( $empty, $id, $type = 'post_post' ) {
		$row = self::$rows[ $type . ':' . (int) $id ] ?? null;
		return $row ? $row->trid : null;
	}

	/**
	 * Filter `wpml_get_element_translations`.
	 *
	 * @param mixed  $empty Unused.
	 * @param int    $trid  The group.
	 * @param string $type  Its element type.
	 * @return object[]
	 */
	public static function translations( $empty, $trid, $type = 'post_post' ) {
		$group = array();
		foreach ( self::$rows as $row ) {
			if ( (int) $row->trid === (int) $trid && $row->element_type === $type ) {
				$group[ $row->language_code ] = clone $row;
			}
		}
		return $group;
	}

	/**
	 * Filter `wpml_element_language_details`.
	 *
	 * @param mixed $empty Unused.
	 * @param array $args  The element_id and element_type (a post type).
	 * @return object|null
	 */
	public static function details( $empty, $args ) {
		$row = self::$rows[ 'post_' . $args['element_type'] . ':' . (int) $args['element_id'] ] ?? null;
		return $row ? clone $row : null;
	}

	/**
	 * Filter `wpml_post_language_details`.
	 *
	 * @param mixed $empty   Unused.
	 * @param int   $post_id The post.
	 * @return array|null
	 */
	public static function post_language( $empty, $post_id ) {
		$row = self::$rows[ 'post_' . get_post_type( $post_id ) . ':' . (int) $post_id ] ?? null;
		return $row ? array(
			'language_code'      => $row->language_code,
			'different_language' => false,
		) : null;
	}

	/**
	 * Action `wpml_set_element_language_details`.
	 *
	 * @param array $args The element's details.
	 */
	public static function set( $args ) {
		$type = $args['element_type'] ?? 'post_post';
		$id   = (int) $args['element_id'];
		$trid = empty( $args['trid'] ) ? ++self::$last_trid : (int) $args['trid'];
		foreach ( self::$rows as $key => $row ) {
			if ( (int) $row->trid === $trid && $row->language_code === $args['language_code'] && $key !== $type . ':' . $id ) {
				self::$refused[] = $args;
				return;
			}
		}
		$new                             = ! isset( self::$rows[ $type . ':' . $id ] );
		self::$rows[ $type . ':' . $id ] = (object) array(
			'element_id'           => $id,
			'element_type'         => $type,
			'trid'                 => $trid,
			'language_code'        => $args['language_code'],
			'source_language_code' => $args['source_language_code'] ?? null,
		);
		do_action(
			'wpml_translation_update',
			array(
				'type'         => $new ? 'insert' : 'update',
				'trid'         => $trid,
				'element_id'   => $id,
				'element_type' => $type,
				'context'      => 'post',
			)
		);
	}
}

add_filter( 'wpml_element_type', array( 'Lumera_Test_Wpml', 'element_type' ) );
add_filter( 'wpml_element_trid', array( 'Lumera_Test_Wpml', 'trid' ), 10, 3 );
add_filter( 'wpml_get_element_translations', array( 'Lumera_Test_Wpml', 'translations' ), 10, 3 );
add_filter( 'wpml_element_language_details', array( 'Lumera_Test_Wpml', 'details' ), 10, 2 );
add_filter( 'wpml_post_language_details', array( 'Lumera_Test_Wpml', 'post_language' ), 10, 2 );
add_action( 'wpml_set_element_language_details', array( 'Lumera_Test_Wpml', 'set' ) );
