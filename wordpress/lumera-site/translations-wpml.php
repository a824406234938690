<?php
/**
 * WPML's side of writing languages and translations (translations.php checks the writes): the translation group
 * (`trid`) and each version's source language are kept, read and written through WPML's documented hooks only
 * (`wpml_element_language_details`, `wpml_element_trid`, `wpml_get_element_translations`,
 * `wpml_set_element_language_details`).
 *
 * @package LumeraSite
 */

defined( 'ABSPATH' ) || exit;

/**
 * Sets one element's WPML language details.
 *
 * @param int         $id     The post.
 * @param string      $type   WPML's name of its type.
 * @param int|false   $trid   Its group, or false for a group of its own.
 * @param string      $lang   Its language.
 * @param string|null $source The language it was translated from; null for an original.
 */
function lumera_wpml_set( $id, $type, $trid, $lang, $source ) {
	do_action(
		'wpml_set_element_language_details',
		array(
			'element_id'           => $id,
			'element_type'         => $type,
			'trid'                 => $trid,
			'language_code'        => $lang,
			'source_language_code' => $source,
		)
	);
}

/**
 * The source language of a WPML group member, or null for the group's original.
 *
 * @param object $element A member, as `wpml_get_element_translations` gives it.
 * @return string|null
 */
function lumera_wpml_source( $element ) {
	return empty( $element->source_language_code ) ? null : (string) $element->source_language_code;
}

/**
 * WPML: a new language for the post in the group it is in. An original's translations then
 * translate from the new language.
 *
 * @param int    $post_id The post.
 * @param string $lang    Its language.
 */
function lumera_wpml_set_language( $post_id, $lang ) {
	$type    = lumera_wpml_type( $post_id );
	$details = apply_filters(
		'wpml_element_language_details',
		null,
		array(
			'element_id'   => $post_id,
			'element_type' => get_post_type( $post_id ),
		)
	);
	$trid    = is_object( $details ) && ! empty( $details->trid ) ? (int) $details->trid : false;
	$source  = is_object( $details ) ? lumera_wpml_source( $details ) : null;
	lumera_wpml_set( $post_id, $type, $trid, $lang, $source === $lang ? null : $source );
	if ( $trid && null === $source ) {
		foreach ( lumera_wpml_group( $post_id ) as $code => $element ) {
			if ( (int) $element->element_id !== (int) $post_id ) {
				lumera_wpml_set( (int) $element->element_id, $type, $trid, $code, $lang );
			}
		}
	}
}

/**
 * WPML: the post's group becomes `$group`. It stays in its group (`trid`) when that has other
 * versions; a post alone in its group joins the group of the first version it names instead (the
 * usual case: a translation linked to its original). The group's original stays the original while
 * it stays in the group (else the post becomes it); versions left out get a group of their own; a
 * version that joins leaves its old group, which keeps an original.
 *
 * @param int   $post_id The post.
 * @param int[] $group   The new group, by language.
 * @param int[] $current The post's group before, by language.
 */
function lumera_wpml_link( $post_id, $group, $current ) {
	$type = lumera_wpml_type( $post_id );
	$home = $post_id;
	if ( count( $current ) < 2 ) {
		foreach ( $group as $id ) {
			if ( $id !== $post_id && apply_filters( 'wpml_element_trid', null, $id, $type ) ) {
				$home = $id;
				break;
			}
		}
	}
	$trid = (int) apply_filters( 'wpml_element_trid', null, $home, $type );
	if ( ! $trid ) {
		lumera_wpml_set( $home, $type, false, lumera_post_language( $home ), null );
		$trid = (int) apply_filters( 'wpml_element_trid', null, $home, $type );
	}
	$members  = lumera_wpml_group( $home );
	$original = lumera_post_language( $home );
	foreach ( $members as $code => $element ) {
		if ( null === lumera_wpml_source( $element ) && in_array( (int) $element->element_id, $group, true ) ) {
			$original = $code;
		}
	}
	foreach ( $current as $code => $id ) {
		if ( ! in_array( $id, $group, true ) ) {
			lumera_wpml_set( $id, $type, false, $code, null );
		}
	}
	foreach ( $members as $code => $element ) {
		if ( ! in_array( (int) $element->element_id, $group, true ) && ! in_array( (int) $element->element_id, $current, true ) ) {
			lumera_wpml_set( (int) $element->element_id, $type, false, $code, null );
		}
	}
	foreach ( $group as $code => $id ) {
		$source = $code === $original ? null : $original;
		$member = isset( $members[ $code ] ) ? $members[ $code ] : null;
		if ( $member && (int) $member->element_id === $id && lumera_wpml_source( $member ) === $source ) {
			continue;
		}
		$old_group = $member && (int) $member->element_id === $id ? array() : lumera_wpml_group( $id );
		lumera_wpml_set( $id, $type, $trid, $code, $source );
		lumera_wpml_keep_original( $old_group, $id, $type );
	}
}

/**
 * WPML: what is left of a group a version left keeps an original (the first one left, when the
 * version that left was it).
 *
 * @param object[] $old_group The group before, by language.
 * @param int      $left_id   The version that left.
 * @param string   $type      WPML's name of the type.
 */
function lumera_wpml_keep_original( $old_group, $left_id, $type ) {
	$rest = array();
	foreach ( $old_group as $code => $element ) {
		if ( (int) $element->element_id !== (int) $left_id ) {
			$rest[ $code ] = $element;
		}
	}
	foreach ( $rest as $element ) {
		if ( null === lumera_wpml_source( $element ) ) {
			return;
		}
	}
	if ( ! $rest ) {
		return;
	}
	$original = key( $rest );
	$trid     = (int) apply_filters( 'wpml_element_trid', null, (int) current( $rest )->element_id, $type );
	foreach ( $rest as $code => $element ) {
		lumera_wpml_set( (int) $element->element_id, $type, $trid, $code, $code === $original ? null : $original );
	}
}
