<?php
/**
 * Polylang: the story type is translated as posts are (Polylang lists it under Languages > Settings > Custom post
 * types, and its language switcher and REST `lang` cover it), and Polylang's copy of custom fields between
 * translations leaves alone what differs per language. The plugin reads and writes languages through Polylang's
 * documented functions (languages.php, translations.php).
 *
 * @package LumeraSite
 */

defined( 'ABSPATH' ) || exit;

/** Fields written in each language, never synchronised across translations (products are slugs of the language). */
const LUMERA_PER_LANGUAGE_META = array( 'lumera_client', 'lumera_location', 'lumera_products' );

/**
 * Adds the story type to the types Polylang translates.
 *
 * @param string[] $types       Post types Polylang translates, by name.
 * @param bool     $is_settings Whether Polylang lists them on its settings screen.
 * @return string[]
 */
function lumera_polylang_post_types( $types, $is_settings ) {
	$types['customer_story'] = 'customer_story';
	return $types;
}
add_filter( 'pll_get_post_types', 'lumera_polylang_post_types', 10, 2 );

/**
 * The fields Polylang copies to a new translation (`$sync` false) or keeps equal across translations (`$sync`
 * true): never the plugin's own language storage (each version has its own language and the group is Polylang's),
 * and the per-language fields only as a starting point for a new translation, never kept in step afterwards.
 *
 * @param string[] $metas Meta keys Polylang copies.
 * @param bool     $sync  Whether it synchronises them rather than copies them once.
 * @return string[]
 */
function lumera_polylang_copied_meta( $metas, $sync ) {
	$never = array_keys( LUMERA_LEGACY_LANGUAGE_META );
	$never = array_merge( $never, array_values( LUMERA_LEGACY_LANGUAGE_META ) );
	if ( $sync ) {
		$never = array_merge( $never, LUMERA_PER_LANGUAGE_META );
	}
	return array_values( array_diff( (array) $metas, $never ) );
}
add_filter( 'pll_copy_post_metas', 'lumera_polylang_copied_meta', 10, 2 );
