<?php
/**
 * Each post's language and translations in the REST API, as Polylang Pro shows them: `lang` ("en")
 * and `translations` ({ "en": 12, "it": 34 }). Read from Polylang or WPML when one is active; stored
 * by this plugin (post meta `lumera_lang`, `lumera_translations`) when neither is, so a REST client can
 * write both on create and update (translations.php checks and writes them). Lists can be asked in
 * one language with `?lang=it`.
 *
 * @package LumeraSite
 */

defined( 'ABSPATH' ) || exit;

/**
 * Who keeps languages: 'polylang-pro' (its REST fields are used as they are), 'polylang', 'wpml' or 'own'.
 *
 * @return string
 */
function lumera_language_backend() {
	if ( defined( 'POLYLANG_PRO' ) ) {
		return 'polylang-pro';
	}
	if ( function_exists( 'pll_get_post_language' ) ) {
		return 'polylang';
	}
	if ( defined( 'ICL_SITEPRESS_VERSION' ) ) {
		return 'wpml';
	}
	return 'own';
}

/**
 * A language of the site, or '' for anything else (a locale such as it_IT counts as `it`).
 *
 * @param mixed $lang A language code.
 * @return string
 */
function lumera_valid_language( $lang ) {
	$lang = is_string( $lang ) ? strtolower( substr( $lang, 0, 2 ) ) : '';
	return in_array( $lang, LUMERA_LANGUAGES, true ) ? $lang : '';
}

/**
 * WPML's name of a post type (`post_post`, `post_customer_story`).
 *
 * @param int $post_id A post.
 * @return string
 */
function lumera_wpml_type( $post_id ) {
	return (string) apply_filters( 'wpml_element_type', get_post_type( $post_id ) );
}

/**
 * The post's language (the default one when it has none).
 *
 * @param int $post_id A post.
 * @return string
 */
function lumera_post_language( $post_id ) {
	switch ( lumera_language_backend() ) {
		case 'polylang':
		case 'polylang-pro':
			$lang = pll_get_post_language( $post_id, 'slug' );
			break;
		case 'wpml':
			$details = apply_filters( 'wpml_post_language_details', null, $post_id );
			$lang    = is_array( $details ) && isset( $details['language_code'] ) ? $details['language_code'] : '';
			break;
		default:
			$lang = get_post_meta( $post_id, LUMERA_LANG_META, true );
	}
	$lang = lumera_valid_language( $lang );
	return '' !== $lang ? $lang : LUMERA_LANGUAGES[0];
}

/**
 * The post's versions, `{ language: post id }`, itself included, whoever may read them.
 *
 * @param int $post_id A post.
 * @return int[]
 */
function lumera_post_translations( $post_id ) {
	$translations = array();
	switch ( lumera_language_backend() ) {
		case 'polylang':
		case 'polylang-pro':
			$translations = pll_get_post_translations( $post_id );
			break;
		case 'wpml':
			foreach ( lumera_wpml_group( $post_id ) as $code => $element ) {
				$translations[ $code ] = (int) $element->element_id;
			}
			break;
		default:
			$stored = get_post_meta( $post_id, LUMERA_TRANSLATIONS_META, true );
			// A version deleted before the plugin cleaned groups on delete (delete.php) is no version.
			$translations = is_array( $stored ) ? array_filter( $stored, 'get_post' ) : array();
	}
	$clean = array();
	foreach ( (array) $translations as $lang => $id ) {
		$lang = lumera_valid_language( $lang );
		// The post itself is in its own language only, whatever an older group says.
		if ( '' !== $lang && (int) $id > 0 && (int) $id !== (int) $post_id ) {
			$clean[ $lang ] = (int) $id;
		}
	}
	$clean[ lumera_post_language( $post_id ) ] = (int) $post_id;
	ksort( $clean );
	return $clean;
}

/**
 * The members of the post's WPML translation group, by language: objects with `element_id`,
 * `language_code` and `source_language_code` (null for the original), as WPML documents them.
 *
 * @param int $post_id A post.
 * @return object[]
 */
function lumera_wpml_group( $post_id ) {
	$type = lumera_wpml_type( $post_id );
	$trid = apply_filters( 'wpml_element_trid', null, $post_id, $type );
	if ( ! $trid ) {
		return array();
	}
	return array_filter( (array) apply_filters( 'wpml_get_element_translations', array(), $trid, $type ), 'is_object' );
}

/**
 * Adds `lang` and `translations` to both types in the REST API (Polylang Pro has its own).
 */
function lumera_register_language_fields() {
	if ( 'polylang-pro' === lumera_language_backend() ) {
		return;
	}
	register_rest_field(
		LUMERA_SITE_TYPES,
		'lang',
		array(
			'get_callback'    => 'lumera_rest_language',
			'update_callback' => 'lumera_rest_set_language',
			'schema'          => array(
				'description' => __( 'The post’s language.', 'lumera-site' ),
				'type'        => 'string',
				'enum'        => LUMERA_LANGUAGES,
				'context'     => array( 'view', 'edit', 'embed' ),
			),
		)
	);
	register_rest_field(
		LUMERA_SITE_TYPES,
		'translations',
		array(
			'get_callback'    => 'lumera_rest_translations',
			'update_callback' => 'lumera_rest_set_translations',
			'schema'          => array(
				'description'          => __( 'The post’s versions by language: { "en": 12, "it": 34 }.', 'lumera-site' ),
				'type'                 => 'object',
				'additionalProperties' => array(
					'type'    => 'integer',
					'minimum' => 0,
				),
				'context'              => array( 'view', 'edit' ),
			),
		)
	);
}
add_action( 'rest_api_init', 'lumera_register_language_fields' );

/**
 * The `lang` field.
 *
 * @param array $post The post as the REST API prepares it.
 * @return string
 */
function lumera_rest_language( $post ) {
	return lumera_post_language( $post['id'] );
}

/**
 * The `translations` field: only the versions the reader may see (anyone: published ones).
 *
 * @param array $post The post as the REST API prepares it.
 * @return object
 */
function lumera_rest_translations( $post ) {
	$visible = array();
	foreach ( lumera_post_translations( $post['id'] ) as $lang => $id ) {
		if ( (int) $post['id'] === $id || 'publish' === get_post_status( $id ) || current_user_can( 'read_post', $id ) ) {
			$visible[ $lang ] = $id;
		}
	}
	return (object) $visible;
}

/**
 * Writes `lang` (translations.php checks it).
 *
 * @param mixed   $value What was sent.
 * @param WP_Post $post  The post written.
 * @return true|WP_Error
 */
function lumera_rest_set_language( $value, $post ) {
	return lumera_set_post_language( $post->ID, $value );
}

/**
 * Writes `translations` (translations.php checks it).
 *
 * @param mixed   $value What was sent.
 * @param WP_Post $post  The post written.
 * @return true|WP_Error
 */
function lumera_rest_set_translations( $value, $post ) {
	return lumera_set_post_translations( $post->ID, $value );
}

/**
 * `?lang=it` on a list, with own storage or Polylang (WPML reads it itself). Posts written before
 * the plugin have no language: they count as the default one.
 *
 * @param array           $args    The list's query.
 * @param WP_REST_Request $request The REST request.
 * @return array
 */
function lumera_filter_list_by_language( $args, $request ) {
	$lang    = lumera_valid_language( $request->get_param( 'lang' ) );
	$backend = lumera_language_backend();
	if ( '' === $lang || 'wpml' === $backend || 'polylang-pro' === $backend ) {
		return $args;
	}
	if ( 'polylang' === $backend ) {
		$args['lang'] = $lang; // Polylang filters any query by its `lang` query variable.
		return $args;
	}
	$clause = array(
		'key'   => LUMERA_LANG_META,
		'value' => $lang,
	);
	if ( LUMERA_LANGUAGES[0] === $lang ) {
		$clause = array(
			'relation' => 'OR',
			$clause,
			array(
				'key'     => LUMERA_LANG_META,
				'compare' => 'NOT EXISTS',
			),
		);
	}
	$args['meta_query']   = isset( $args['meta_query'] ) ? (array) $args['meta_query'] : array(); // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_query -- the site asks one language of a few hundred posts.
	$args['meta_query'][] = $clause;
	return $args;
}
foreach ( LUMERA_SITE_TYPES as $lumera_type ) {
	add_filter( "rest_{$lumera_type}_query", 'lumera_filter_list_by_language', 10, 2 );
}
unset( $lumera_type );
