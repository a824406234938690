<?php
/**
 * The plugin's language writes against the WPML stand-in (wpml-stub.php), in the tests' WordPress:
 * run after wp-load.php, it prints what WPML holds after each step, as JSON, for
 * wordpress-editor.spec.ts to check. Posts are made for the run and deleted at its end.
 *
 * @package LumeraSite
 */

defined( 'ABSPATH' ) || exit;

require __DIR__ . '/wpml-stub.php';

wp_set_current_user( 1 );

$lumera_check_posts = array();
/**
 * A published post for the run.
 *
 * @param string $title Its title.
 * @param string $type  Its type.
 * @return int
 */
function lumera_check_post( $title, $type = 'post' ) {
	global $lumera_check_posts;
	$id                   = wp_insert_post(
		array(
			'post_title'  => $title,
			'post_status' => 'publish',
			'post_type'   => $type,
		)
	);
	$lumera_check_posts[] = $id;
	return $id;
}

/**
 * What WPML holds for these posts: trid and source language, by name.
 *
 * @param int[] $posts Posts by name.
 * @return array
 */
function lumera_check_rows( $posts ) {
	$rows = array();
	foreach ( $posts as $name => $id ) {
		$row           = Lumera_Test_Wpml::$rows[ 'post_' . get_post_type( $id ) . ':' . $id ] ?? null;
		$rows[ $name ] = $row ? array(
			'trid'   => $row->trid,
			'lang'   => $row->language_code,
			'source' => $row->source_language_code,
		) : null;
	}
	return $rows;
}

/**
 * An outcome: true, or the error's code and status.
 *
 * @param true|WP_Error $result What a write answered.
 * @return mixed
 */
function lumera_check_outcome( $result ) {
	return is_wp_error( $result ) ? array( $result->get_error_code(), $result->get_error_data()['status'] ) : $result;
}

$posts = array(
	'en'      => lumera_check_post( 'An English original' ),
	'it'      => lumera_check_post( 'Una traduzione' ),
	'en2'     => lumera_check_post( 'Another English post' ),
	'story'   => lumera_check_post( 'A story in English', 'customer_story' ),
	'it2'     => lumera_check_post( 'Un altro articolo' ),
);
$steps = array();
Lumera_Site_Changes::take();

foreach ( array( 'en' => 'en', 'it' => 'it', 'en2' => 'en', 'story' => 'en', 'it2' => 'it' ) as $name => $lang ) {
	lumera_set_post_language( $posts[ $name ], $lang );
}
$steps['languages'] = lumera_check_rows( $posts );
Lumera_Site_Changes::take();

$steps['link']         = lumera_check_outcome( lumera_set_post_translations( $posts['it'], array( 'en' => $posts['en'] ) ) );
$steps['linked']       = lumera_check_rows( $posts );
$steps['linkNotified'] = array_map(
	function ( $change ) {
		return $change['id'];
	},
	Lumera_Site_Changes::take()
);

$steps['sameLanguage'] = lumera_check_outcome( lumera_set_post_language( $posts['it'], 'it' ) );
$steps['kept']         = lumera_check_rows( $posts );

$steps['otherType']     = lumera_check_outcome( lumera_set_post_translations( $posts['it'], array( 'en' => $posts['story'] ) ) );
$steps['otherLanguage'] = lumera_check_outcome( lumera_set_post_translations( $posts['it'], array( 'en' => $posts['it2'] ) ) );
$steps['takenLanguage'] = lumera_check_outcome( lumera_set_post_language( $posts['en'], 'it' ) );
$steps['unchanged']     = lumera_check_rows( $posts );

$steps['relink']   = lumera_check_outcome( lumera_set_post_translations( $posts['it'], array( 'en' => $posts['en2'] ) ) );
$steps['relinked'] = lumera_check_rows( $posts );

$steps['translationsOfIt'] = lumera_post_translations( $posts['it'] );
$steps['translationsOfEn'] = lumera_post_translations( $posts['en'] );

$steps['unlink']   = lumera_check_outcome( lumera_set_post_translations( $posts['it'], array( 'en' => 0 ) ) );
$steps['unlinked'] = lumera_check_rows( $posts );
$steps['refused']  = Lumera_Test_Wpml::$refused;
$steps['posts']    = $posts;

Lumera_Site_Changes::take();
foreach ( $lumera_check_posts as $lumera_check_id ) {
	wp_delete_post( $lumera_check_id, true );
}
Lumera_Site_Changes::take();
echo wp_json_encode( $steps );
