<?php
/**
 * Activating and deactivating the plugin as a normal one (a must-use plugin is never activated: its stored data
 * is brought up to date on the first request instead, migrate.php). Activation registers the story type and
 * brings the data up to date before WordPress rebuilds its addresses; deactivation stops the retries still waiting
 * and takes the story type's addresses away. Neither deletes anything: uninstall.php does, when the plugin is
 * deleted.
 *
 * @package LumeraSite
 */

defined( 'ABSPATH' ) || exit;

/**
 * On activation.
 */
function lumera_activate() {
	lumera_register_content();
	lumera_migrate();
	flush_rewrite_rules();
}

/**
 * On deactivation.
 */
function lumera_deactivate() {
	lumera_forget_retries();
	unregister_post_type( 'customer_story' );
	flush_rewrite_rules();
}
