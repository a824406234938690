<?php
/**
 * The editor's scripts in the editor's language, from the plugin's own translations: their strings
 * are in the same .po/.mo as the PHP's (languages/), and WordPress's `pre_load_script_translations`
 * filter hands each script of the plugin the loaded text domain in the format its `wp.i18n` reads,
 * so no JSON file per script has to be made, and a .mo an administrator puts in
 * wp-content/languages/plugins/ translates the scripts too.
 *
 * @package LumeraSite
 */

defined( 'ABSPATH' ) || exit;

/**
 * The plugin's loaded translations as `wp.i18n` locale data (JSON), or null when none are loaded.
 *
 * @param string|false|null $translations What another filter gave so far.
 * @param string|false      $file         The JSON file WordPress would read.
 * @param string            $handle       The script.
 * @param string            $domain       Its text domain.
 * @return string|false|null
 */
function lumera_script_translations( $translations, $file, $handle, $domain ) {
	if ( null !== $translations || 'lumera-site' !== $domain || ! is_textdomain_loaded( 'lumera-site' ) ) {
		return $translations;
	}
	$loaded = get_translations_for_domain( 'lumera-site' );
	$data   = array(
		'' => array(
			'domain'       => 'lumera-site',
			'lang'         => determine_locale(),
			'plural-forms' => isset( $loaded->headers['Plural-Forms'] ) ? $loaded->headers['Plural-Forms'] : 'nplurals=2; plural=n != 1;',
		),
	);
	foreach ( $loaded->entries as $key => $entry ) {
		if ( $entry->translations ) {
			$data[ $key ] = $entry->translations;
		}
	}
	return wp_json_encode(
		array(
			'domain'      => 'lumera-site',
			'locale_data' => array( 'lumera-site' => $data ),
		)
	);
}
add_filter( 'pre_load_script_translations', 'lumera_script_translations', 10, 4 );
