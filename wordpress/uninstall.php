<?php
/**
 * Deleting the plugin (Plugins > Delete) removes what it stored: its options, the notifications waiting to be
 * retried, and its own language storage (the protected meta `_lumera_lang` and `_lumera_translations`, and the
 * keys of versions 1.1 and older). The editors' work stays unless wp-config.php says otherwise: with
 * `define( 'LUMERA_SITE_REMOVE_CONTENT', true );` the customer stories, the notices and the plugin's fields of posts
 * (`lumera_client`, `lumera_location`, `lumera_products`) go as well. Articles and pages are WordPress's: they stay.
 *
 * @package LumeraSite
 */

// WordPress includes this file only to uninstall. Copied into mu-plugins/ with everything else, it would be
// loaded on every request as a must-use plugin: there it does nothing (`return`, not `exit`, which would end the
// request).
if ( ! defined( 'WP_UNINSTALL_PLUGIN' ) ) {
	return;
}
// Another copy still active (a must-use one) still uses all of it.
if ( defined( 'LUMERA_SITE_FILE' ) ) {
	return;
}
define( 'LUMERA_SITE_FILE', __DIR__ . '/lumera-site.php' );
require_once __DIR__ . '/lumera-site/config.php';
require_once __DIR__ . '/lumera-site/language-meta.php';
require_once __DIR__ . '/lumera-site/migrate.php';
require_once __DIR__ . '/lumera-site/notify-retry.php';
require_once __DIR__ . '/lumera-site/polylang.php';
require_once __DIR__ . '/lumera-site/changes-direct.php';

$lumera_switched = is_multisite() && switch_to_blog( lumera_served_blog_id() );

delete_option( LUMERA_STATUS_OPTION );
delete_option( LUMERA_SCHEMA_OPTION );
delete_option( LUMERA_CATEGORIES_OPTION );
lumera_forget_retries();
foreach ( LUMERA_LEGACY_LANGUAGE_META as $lumera_key => $lumera_legacy ) {
	delete_post_meta_by_key( $lumera_key );
	delete_post_meta_by_key( $lumera_legacy );
}

if ( defined( 'LUMERA_SITE_REMOVE_CONTENT' ) && true === LUMERA_SITE_REMOVE_CONTENT ) {
	$lumera_stories = get_posts(
		array(
			'post_type'        => array( 'customer_story', 'lumera_notice' ),
			'post_status'      => array_keys( get_post_stati() ),
			'fields'           => 'ids',
			'numberposts'      => -1,
			'suppress_filters' => true,
		)
	);
	foreach ( $lumera_stories as $lumera_story ) {
		wp_delete_post( $lumera_story, true );
	}
	foreach ( LUMERA_PER_LANGUAGE_META as $lumera_key ) {
		delete_post_meta_by_key( $lumera_key );
	}
}

if ( $lumera_switched ) {
	restore_current_blog();
}
