<?php
/**
 * What the plugin stores changes shape between versions: each change is a step, run once, in order, whether the
 * plugin is a must-use one (which has no activation: the steps run on the first request after an update) or a
 * normal one (on activation too). The option LUMERA_SCHEMA_OPTION says which steps ran.
 *
 * @package LumeraSite
 */

defined( 'ABSPATH' ) || exit;

/** The shape of the stored data this version writes. */
const LUMERA_SCHEMA_VERSION = 2;

/** Which shape the database holds (autoloaded: read on every request). */
const LUMERA_SCHEMA_OPTION = 'lumera_site_schema';

/**
 * Runs the steps the database has not had. Each step can run twice without harm, so two requests that start it
 * at once do no damage.
 */
function lumera_migrate() {
	$from = (int) get_option( LUMERA_SCHEMA_OPTION, 1 );
	if ( $from >= LUMERA_SCHEMA_VERSION ) {
		return;
	}
	if ( $from < 2 ) {
		lumera_move_legacy_language_meta();
	}
	update_option( LUMERA_SCHEMA_OPTION, LUMERA_SCHEMA_VERSION, true );
}
add_action( 'init', 'lumera_migrate', 1 );
