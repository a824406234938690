<?php
/**
 * Where the plugin keeps languages when neither WPML nor Polylang runs: two post meta keys with a leading
 * underscore. WordPress treats such keys as protected (is_protected_meta()): the Custom Fields panel does not list
 * them, and add_meta(), the REST API's `meta` and XML-RPC's custom fields refuse to write them, so only the checked
 * writes of translations.php change a post's language or its links (docs/decisions/0067). Versions 1.1 and older
 * kept them without the underscore, where anyone who may edit a post could rewrite them: they are moved once
 * (migrate.php).
 *
 * @package LumeraSite
 */

defined( 'ABSPATH' ) || exit;

/** The post's language (a code of LUMERA_LANGUAGES). */
const LUMERA_LANG_META = '_lumera_lang';

/** The post's versions, `{ language: post id }`, the same on every version of a group. */
const LUMERA_TRANSLATIONS_META = '_lumera_translations';

/** The keys of versions 1.1 and older, by the key that replaced them. */
const LUMERA_LEGACY_LANGUAGE_META = array(
	LUMERA_LANG_META         => 'lumera_lang',
	LUMERA_TRANSLATIONS_META => 'lumera_translations',
);

/**
 * Moves the language meta of versions 1.1 and older to the protected keys, in one query per key; a post that has
 * both (written by 1.2 before the move ran) keeps the new one.
 *
 * @return int How many rows moved.
 */
function lumera_move_legacy_language_meta() {
	global $wpdb;
	$moved = 0;
	foreach ( LUMERA_LEGACY_LANGUAGE_META as $key => $legacy ) {
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- a one-off rename of the plugin's own rows; caches are flushed below.
		$moved += (int) $wpdb->query(
			$wpdb->prepare(
				"UPDATE {$wpdb->postmeta} AS old LEFT JOIN {$wpdb->postmeta} AS new ON new.post_id = old.post_id AND new.meta_key = %s SET old.meta_key = %s WHERE old.meta_key = %s AND new.meta_id IS NULL",
				$key,
				$key,
				$legacy
			)
		);
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- as above: what is left had a newer value under the new key.
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->postmeta} WHERE meta_key = %s", $legacy ) );
	}
	if ( $moved > 0 ) {
		if ( function_exists( 'wp_cache_supports' ) && wp_cache_supports( 'flush_group' ) ) {
			wp_cache_flush_group( 'post_meta' );
		} else {
			wp_cache_flush();
		}
	}
	return $moved;
}
