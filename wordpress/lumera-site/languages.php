<?php
/**
 * Each post's language and translations in the REST API, as Polylang Pro shows them: `lang` ("en")
 * and `translations` ({ "en": 12, "it": 34 }). Read from Polylang or WPML when one is active; stored
 * by this plugin (post meta `lumera_lang`, `lumera_translations`) when neither is, so a REST client can
 * write both on create and update. Lists can be asked in one language with `?lang=it`.
 *
 * @package LumeraSite
 */

defined( 'ABSPATH' ) || exit;

/**
 * Who keeps languages: 'polylang-pro' (its REST fields are used as they are), 'polylang', 'wpml' or 'own'.
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

/** A language of the site, or '' for anything else. */
function lumera_valid_language( $lang ) {
	$lang = is_string( $lang ) ? strtolower( substr( $lang, 0, 2 ) ) : '';
	return in_array( $lang, LUMERA_LANGUAGES, true ) ? $lang : '';
}

/** The post's language (the default one when it has none). */
function lumera_post_language( $post_id ) {
	switch ( lumera_language_backend() ) {
		case 'polylang':
		case 'polylang-pro':
			$lang = pll_get_post_language( $post_id, 'slug' );
			break;
		case 'wpml':
			$details = apply_filters( 'wpml_post_language_details', null, $post_id );
			$lang    = is_array( $details ) ? $details['language_code'] : '';
			break;
		default:
			$lang = get_post_meta( $post_id, 'lumera_lang', true );
	}
	$lang = lumera_valid_language( $lang );
	return '' !== $lang ? $lang : LUMERA_LANGUAGES[0];
}

/** The post's versions, `{ language: post id }`, itself included. */
function lumera_post_translations( $post_id ) {
	$translations = array();
	switch ( lumera_language_backend() ) {
		case 'polylang':
		case 'polylang-pro':
			$translations = pll_get_post_translations( $post_id );
			break;
		case 'wpml':
			$type = apply_filters( 'wpml_element_type', get_post_type( $post_id ) );
			$trid = apply_filters( 'wpml_element_trid', null, $post_id, $type );
			foreach ( (array) apply_filters( 'wpml_get_element_translations', array(), $trid, $type ) as $code => $element ) {
				$translations[ $code ] = (int) $element->element_id;
			}
			break;
		default:
			$stored       = get_post_meta( $post_id, 'lumera_translations', true );
			$translations = is_array( $stored ) ? $stored : array();
	}
	$clean = array();
	foreach ( (array) $translations as $lang => $id ) {
		$lang = lumera_valid_language( $lang );
		if ( '' !== $lang && (int) $id > 0 ) {
			$clean[ $lang ] = (int) $id;
		}
	}
	$clean[ lumera_post_language( $post_id ) ] = (int) $post_id;
	ksort( $clean );
	return $clean;
}

/** Sets the post's language (own storage, Polylang or WPML). */
function lumera_set_post_language( $post_id, $lang ) {
	$lang = lumera_valid_language( $lang );
	if ( '' === $lang ) {
		return new WP_Error( 'lumera_invalid_lang', __( 'lang must be one of the site’s languages.', 'lumera-site' ), array( 'status' => 400 ) );
	}
	switch ( lumera_language_backend() ) {
		case 'polylang':
		case 'polylang-pro':
			pll_set_post_language( $post_id, $lang );
			break;
		case 'wpml':
			$type = apply_filters( 'wpml_element_type', get_post_type( $post_id ) );
			do_action( 'wpml_set_element_language_details', array( 'element_id' => $post_id, 'element_type' => $type, 'language_code' => $lang ) );
			break;
		default:
			update_post_meta( $post_id, 'lumera_lang', $lang );
	}
	return true;
}

/**
 * Links the post with its translations. Every version gets the same map, so the link holds from
 * either side (with own storage, as Polylang and WPML keep one group).
 */
function lumera_set_post_translations( $post_id, $translations ) {
	$group = array();
	foreach ( (array) $translations as $lang => $id ) {
		$lang = lumera_valid_language( $lang );
		if ( '' !== $lang && (int) $id > 0 && get_post( (int) $id ) ) {
			$group[ $lang ] = (int) $id;
		}
	}
	$group[ lumera_post_language( $post_id ) ] = (int) $post_id;
	switch ( lumera_language_backend() ) {
		case 'polylang':
		case 'polylang-pro':
			pll_save_post_translations( $group );
			break;
		case 'wpml':
			$type = apply_filters( 'wpml_element_type', get_post_type( $post_id ) );
			$trid = apply_filters( 'wpml_element_trid', null, $post_id, $type );
			foreach ( $group as $lang => $id ) {
				do_action( 'wpml_set_element_language_details', array( 'element_id' => $id, 'element_type' => $type, 'trid' => $trid, 'language_code' => $lang ) );
			}
			break;
		default:
			foreach ( $group as $id ) {
				update_post_meta( $id, 'lumera_translations', $group );
			}
	}
	return true;
}

add_action(
	'rest_api_init',
	function () {
		if ( 'polylang-pro' === lumera_language_backend() ) {
			return; // Polylang Pro's own fields have this shape already.
		}
		register_rest_field(
			LUMERA_POST_TYPES,
			'lang',
			array(
				'get_callback'    => function ( $post ) {
					return lumera_post_language( $post['id'] );
				},
				'update_callback' => function ( $value, $post ) {
					return lumera_set_post_language( $post->ID, $value );
				},
				'schema'          => array(
					'description' => __( 'The post’s language.', 'lumera-site' ),
					'type'        => 'string',
					'enum'        => LUMERA_LANGUAGES,
					'context'     => array( 'view', 'edit', 'embed' ),
				),
			)
		);
		register_rest_field(
			LUMERA_POST_TYPES,
			'translations',
			array(
				'get_callback'    => function ( $post ) {
					return (object) lumera_post_translations( $post['id'] );
				},
				'update_callback' => function ( $value, $post ) {
					return lumera_set_post_translations( $post->ID, $value );
				},
				'schema'          => array(
					'description'          => __( 'The post’s versions by language: { "en": 12, "it": 34 }.', 'lumera-site' ),
					'type'                 => 'object',
					'additionalProperties' => array( 'type' => 'integer' ),
					'context'              => array( 'view', 'edit' ),
				),
			)
		);
	}
);

/*
 * `?lang=it` on a list, with own storage (Polylang and WPML read it themselves). Posts written
 * before the plugin have no language: they count as the default one.
 */
foreach ( LUMERA_POST_TYPES as $lumera_type ) {
	add_filter(
		"rest_{$lumera_type}_query",
		function ( $args, $request ) {
			$lang = lumera_valid_language( $request->get_param( 'lang' ) );
			if ( '' === $lang || 'own' !== lumera_language_backend() ) {
				return $args;
			}
			$clause = array(
				'key'   => 'lumera_lang',
				'value' => $lang,
			);
			if ( LUMERA_LANGUAGES[0] === $lang ) {
				$clause = array(
					'relation' => 'OR',
					$clause,
					array(
						'key'     => 'lumera_lang',
						'compare' => 'NOT EXISTS',
					),
				);
			}
			$args['meta_query']   = isset( $args['meta_query'] ) ? (array) $args['meta_query'] : array(); // phpcs:ignore WordPress.DB.SlowDBQuery
			$args['meta_query'][] = $clause;
			return $args;
		},
		10,
		2
	);
}
unset( $lumera_type );
