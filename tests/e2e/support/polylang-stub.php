<?php
/**
 * A stand-in for Polylang in the tests (Polylang is in neither Debian nor npm and cannot be installed here): the
 * functions and filters the plugin relies on, as Polylang's function and filter references document them, over
 * tables in memory:
 *
 * - `pll_get_post_language( $post_id, $field = 'slug' )`: the post's language, or false;
 * - `pll_set_post_language( $post_id, $lang )`;
 * - `pll_get_post_translations( $post_id )`: the post's group, `{ lang: post id }`, itself included;
 * - `pll_save_post_translations( $translations )`: makes the given posts one group; posts of their old groups
 *   that are not named leave them (Polylang "unlinks the versions left out");
 * - `pll_languages_list()`, `pll_default_language()`;
 * - `pll_is_translated_post_type( $type )`: whether the type is in the `pll_get_post_types` filter's answer;
 * - Polylang's copy of custom fields to a translation (`copy_post_metas()` here), which keeps only the keys the
 *   `pll_copy_post_metas` filter leaves ($metas, $sync, $from, $to, $lang).
 *
 * Loaded with `require` after wp-load.php, in one PHP process; nothing is stored.
 *
 * @package LumeraSite
 */

defined( 'ABSPATH' ) || exit;

/**
 * The stand-in's tables.
 */
final class Lumera_Test_Polylang {

	/**
	 * Each post's language, by post id.
	 *
	 * @var string[]
	 */
	public static $languages = array();

	/**
	 * Each post's group, by post id.
	 *
	 * @var int[][]
	 */
	public static $groups = array();

	/**
	 * Copies the custom fields Polylang would copy from one post to its translation.
	 *
	 * @param int  $from The source.
	 * @param int  $to   The translation.
	 * @param bool $sync Whether Polylang synchronises (true) or copies once, for a new translation (false).
	 * @return string[] The keys copied.
	 */
	public static function copy_post_metas( $from, $to, $sync ) {
		$keys = array_keys( get_post_custom( $from ) );
		$keys = apply_filters( 'pll_copy_post_metas', $keys, $sync, $from, $to, self::$languages[ $to ] ?? '' );
		foreach ( $keys as $key ) {
			delete_post_meta( $to, $key );
			foreach ( get_post_meta( $from, $key ) as $value ) {
				add_post_meta( $to, $key, $value );
			}
		}
		return array_values( $keys );
	}
}

/**
 * The post's language.
 *
 * @param int    $post_id The post.
 * @param string $field   The field: `slug`, the only one the plugin asks.
 * @return string|false
 */
function pll_get_post_language( $post_id, $field = 'slug' ) {
	return Lumera_Test_Polylang::$languages[ (int) $post_id ] ?? false;
}

/**
 * Sets the post's language.
 *
 * @param int    $post_id The post.
 * @param string $lang    Its language.
 */
function pll_set_post_language( $post_id, $lang ) {
	Lumera_Test_Polylang::$languages[ (int) $post_id ] = $lang;
}

/**
 * The post's group, itself included.
 *
 * @param int $post_id The post.
 * @return int[]
 */
function pll_get_post_translations( $post_id ) {
	$post_id = (int) $post_id;
	$group   = Lumera_Test_Polylang::$groups[ $post_id ] ?? array();
	$lang    = pll_get_post_language( $post_id );
	if ( $lang ) {
		$group[ $lang ] = $post_id;
	}
	return $group;
}

/**
 * Makes the posts one group.
 *
 * @param int[] $translations Post ids by language.
 * @return int[]
 */
function pll_save_post_translations( $translations ) {
	$translations = array_map( 'intval', $translations );
	foreach ( $translations as $id ) {
		foreach ( Lumera_Test_Polylang::$groups[ $id ] ?? array() as $old ) {
			if ( ! in_array( $old, $translations, true ) ) {
				unset( Lumera_Test_Polylang::$groups[ $old ] );
			}
		}
	}
	foreach ( $translations as $id ) {
		Lumera_Test_Polylang::$groups[ $id ] = $translations;
	}
	return $translations;
}

/**
 * The site's languages.
 *
 * @return string[]
 */
function pll_languages_list() {
	return array( 'en', 'it' );
}

/**
 * The default language.
 *
 * @return string
 */
function pll_default_language() {
	return 'en';
}

/**
 * Whether Polylang translates a post type.
 *
 * @param string $type The post type.
 * @return bool
 */
function pll_is_translated_post_type( $type ) {
	$types = apply_filters(
		'pll_get_post_types',
		array(
			'post' => 'post',
			'page' => 'page',
		),
		false
	);
	return isset( $types[ $type ] );
}
