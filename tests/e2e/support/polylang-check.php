<?php
/**
 * The plugin against the Polylang stand-in (polylang-stub.php), in the tests' WordPress: run after wp-load.php, it
 * writes languages and translations through the REST API as an administrator and as a contributor, copies custom
 * fields as Polylang does, and prints what Polylang holds after each step, as JSON, for wordpress-editor.spec.ts to
 * check. Posts are made for the run and deleted at its end.
 *
 * @package LumeraSite
 */

defined( 'ABSPATH' ) || exit;

require __DIR__ . '/polylang-stub.php';

wp_set_current_user( 1 );
$made = array();

/**
 * A REST request as the current user: the answer's status and data.
 *
 * @param string $method The method.
 * @param string $route  The route.
 * @param array  $body   What is sent.
 * @return array
 */
function lumera_check_rest( $method, $route, $body = array() ) {
	$request = new WP_REST_Request( $method, $route );
	foreach ( $body as $name => $value ) {
		$request->set_param( $name, $value );
	}
	$response = rest_do_request( $request );
	$data     = $response->get_data();
	return array(
		'status' => $response->get_status(),
		'code'   => is_array( $data ) && isset( $data['code'] ) ? $data['code'] : null,
		'data'   => $data,
	);
}

/**
 * A published story or post made through the REST API, in a language.
 *
 * @param string $base  The REST base.
 * @param string $title Its title.
 * @param string $lang  Its language.
 * @return int
 */
function lumera_check_make( $base, $title, $lang ) {
	global $made;
	$answer = lumera_check_rest(
		'POST',
		"/wp/v2/{$base}",
		array(
			'title'  => $title,
			'status' => 'publish',
			'lang'   => $lang,
		)
	);
	$made[] = $answer['data']['id'];
	return $answer['data']['id'];
}

$posts = array(
	'en'      => lumera_check_make( 'customer-stories', 'A gelateria in Bologna', 'en' ),
	'it'      => lumera_check_make( 'customer-stories', 'Una gelateria a Bologna', 'it' ),
	'en2'     => lumera_check_make( 'customer-stories', 'A gelateria in Bologna, again', 'en' ),
	'article' => lumera_check_make( 'posts', 'An article in English', 'en' ),
);
$steps = array(
	'posts'      => $posts,
	'translated' => array(
		'customer_story' => pll_is_translated_post_type( 'customer_story' ),
		'post'           => pll_is_translated_post_type( 'post' ),
	),
	'languages'  => array_map( 'pll_get_post_language', $posts ),
);

$steps['link']      = lumera_check_rest( 'POST', "/wp/v2/customer-stories/{$posts['it']}", array( 'translations' => array( 'en' => $posts['en'] ) ) )['status'];
$steps['linked']    = pll_get_post_translations( $posts['en'] );
$read               = lumera_check_rest( 'GET', "/wp/v2/customer-stories/{$posts['en']}" )['data'];
$steps['restOfEn']  = array(
	'lang'         => $read['lang'],
	'translations' => $read['translations'],
);
$steps['otherType'] = lumera_check_rest( 'POST', "/wp/v2/customer-stories/{$posts['it']}", array( 'translations' => array( 'en' => $posts['article'] ) ) )['status'];
$steps['taken']     = lumera_check_rest( 'POST', "/wp/v2/customer-stories/{$posts['en']}", array( 'lang' => 'it' ) )['status'];
$steps['unchanged'] = pll_get_post_translations( $posts['en'] );

$steps['relink']     = lumera_check_rest( 'POST', "/wp/v2/customer-stories/{$posts['it']}", array( 'translations' => array( 'en' => $posts['en2'] ) ) )['status'];
$steps['relinkedIt'] = pll_get_post_translations( $posts['it'] );
$steps['leftEn']     = pll_get_post_translations( $posts['en'] );
$list                = new WP_REST_Request( 'GET', '/wp/v2/customer-stories' );
$list->set_param( 'lang', 'it' );
$steps['listQueryInIt'] = lumera_filter_list_by_language( array(), $list );

// Polylang's copy of custom fields to a new translation (once) and across translations (kept in step).
update_post_meta( $posts['en'], 'lumera_client', 'Gelateria Due Torri' );
update_post_meta( $posts['en'], 'lumera_location', 'Bologna, Italy' );
update_post_meta( $posts['en'], 'lumera_products', array( 'polar-120-gelato-display' ) );
update_post_meta( $posts['en'], '_lumera_lang', 'en' );
update_post_meta( $posts['en'], '_lumera_translations', array( 'en' => $posts['en'] ) );
$steps['copied']       = Lumera_Test_Polylang::copy_post_metas( $posts['en'], $posts['en2'], false );
$steps['synchronised'] = Lumera_Test_Polylang::copy_post_metas( $posts['en'], $posts['en2'], true );

// A contributor's story in Italian naming the administrator's story: refused, and nothing saved.
$contributor = wp_insert_user(
	array(
		'user_login' => 'polylang-contributor-' . wp_rand(),
		'user_pass'  => wp_generate_password(),
		'role'       => 'contributor',
	)
);
wp_set_current_user( $contributor );
$refused              = lumera_check_rest(
	'POST',
	'/wp/v2/customer-stories',
	array(
		'title'        => 'Una storia di un collaboratore',
		'status'       => 'draft',
		'lang'         => 'it',
		'translations' => array( 'en' => $posts['en2'] ),
	)
);
$steps['contributor'] = array( $refused['status'], $refused['code'] );
$steps['leftByIt']    = count(
	get_posts(
		array(
			'post_type'   => 'customer_story',
			'post_status' => 'any',
			'title'       => 'Una storia di un collaboratore',
			'fields'      => 'ids',
		)
	)
);
$steps['en2After']    = pll_get_post_translations( $posts['en2'] );

wp_set_current_user( 1 );
foreach ( $made as $id ) {
	wp_delete_post( $id, true );
}
require_once ABSPATH . 'wp-admin/includes/user.php';
wp_delete_user( $contributor );
echo wp_json_encode( $steps );
