<?php
/**
 * Writing `lang` and `translations` (REST API, the site's export) so that no write can change what
 * its author may not: whoever writes must be allowed to edit every post whose links change; a
 * translation must be a post of the same type, in the language it is named for; versions a write
 * drops are unlinked on both sides. With WPML the translation group (`trid`) and each version's
 * source language are kept, read and written through WPML's documented hooks only
 * (`wpml_element_language_details`, `wpml_element_trid`, `wpml_get_element_translations`,
 * `wpml_set_element_language_details`).
 *
 * @package LumeraSite
 */

defined( 'ABSPATH' ) || exit;

/**
 * An answer to a write the plugin refuses.
 *
 * @param string $message What is wrong, for the writer.
 * @param int    $status  HTTP status.
 * @return WP_Error
 */
function lumera_refuse( $message, $status = 400 ) {
	return new WP_Error( 'lumera_invalid_translations', $message, array( 'status' => $status ) );
}

/**
 * Refuses the write unless the current user may edit every one of these posts.
 *
 * @param int[] $post_ids Posts whose links the write changes.
 * @return true|WP_Error
 */
function lumera_check_can_edit( $post_ids ) {
	foreach ( array_unique( $post_ids ) as $id ) {
		if ( ! current_user_can( 'edit_post', $id ) ) {
			/* translators: %d: a post's id. */
			return lumera_refuse( sprintf( __( 'Sorry, you are not allowed to change the translations of post %d.', 'lumera-site' ), $id ), rest_authorization_required_code() );
		}
	}
	return true;
}

/**
 * Sets the post's language (own storage, Polylang or WPML). When the post has translations, the
 * language must be free in its group and the user must be allowed to edit them all.
 *
 * @param int   $post_id The post.
 * @param mixed $lang    The language sent.
 * @return true|WP_Error
 */
function lumera_set_post_language( $post_id, $lang ) {
	$lang = is_string( $lang ) && in_array( $lang, LUMERA_LANGUAGES, true ) ? $lang : '';
	if ( '' === $lang ) {
		return lumera_refuse( __( 'lang must be one of the site’s languages.', 'lumera-site' ) );
	}
	$group  = lumera_post_translations( $post_id );
	$others = array_diff( $group, array( (int) $post_id ) );
	if ( lumera_post_language( $post_id ) !== $lang && $others ) {
		if ( isset( $group[ $lang ] ) ) {
			/* translators: 1: a language code, 2: a post's id. */
			return lumera_refuse( sprintf( __( 'The version in %1$s is post %2$d: unlink it first.', 'lumera-site' ), $lang, $group[ $lang ] ) );
		}
		$allowed = lumera_check_can_edit( $others );
		if ( is_wp_error( $allowed ) ) {
			return $allowed;
		}
	}
	switch ( lumera_language_backend() ) {
		case 'polylang':
		case 'polylang-pro':
			pll_set_post_language( $post_id, $lang );
			break;
		case 'wpml':
			lumera_wpml_set_language( $post_id, $lang );
			break;
		default:
			update_post_meta( $post_id, 'lumera_lang', $lang );
			if ( $others ) {
				$moved          = $others;
				$moved[ $lang ] = (int) $post_id;
				ksort( $moved );
				foreach ( $moved as $id ) {
					update_post_meta( $id, 'lumera_translations', $moved );
				}
			}
	}
	return true;
}

/**
 * Links the post with its translations, `{ language: post id }` (0 or a missing language: none).
 *
 * @param int   $post_id      The post.
 * @param mixed $translations What was sent.
 * @return true|WP_Error
 */
function lumera_set_post_translations( $post_id, $translations ) {
	$group = lumera_requested_group( get_post( $post_id ), $translations );
	if ( is_wp_error( $group ) ) {
		return $group;
	}
	$current = lumera_post_translations( $post_id );
	if ( $group === $current ) {
		return true;
	}
	// Every post whose links change: this group before and after, and each new version's old group.
	$touched = array_merge( array_values( $current ), array_values( $group ) );
	foreach ( $group as $id ) {
		$touched = array_merge( $touched, array_values( lumera_post_translations( $id ) ) );
	}
	$allowed = lumera_check_can_edit( array_values( $touched ) );
	if ( is_wp_error( $allowed ) ) {
		return $allowed;
	}
	switch ( lumera_language_backend() ) {
		case 'polylang':
		case 'polylang-pro':
			pll_save_post_translations( $group ); // Polylang unlinks the versions left out.
			break;
		case 'wpml':
			lumera_wpml_link( (int) $post_id, $group, $current );
			break;
		default:
			lumera_own_link( $group, array_values( $touched ) );
	}
	return true;
}

/**
 * The group a write asks for, checked: languages of the site, posts of the post's type in the
 * language they are named for, the post itself in its own language.
 *
 * @param WP_Post $post         The post written.
 * @param mixed   $translations What was sent.
 * @return int[]|WP_Error
 */
function lumera_requested_group( $post, $translations ) {
	$lang  = lumera_post_language( $post->ID );
	$group = array( $lang => (int) $post->ID );
	if ( ! is_array( $translations ) && ! is_object( $translations ) ) {
		return lumera_refuse( __( 'translations must be an object: { "en": 12, "it": 34 }.', 'lumera-site' ) );
	}
	foreach ( (array) $translations as $code => $id ) {
		$id = (int) $id;
		if ( ! in_array( $code, LUMERA_LANGUAGES, true ) ) {
			/* translators: %s: what was sent as a language. */
			return lumera_refuse( sprintf( __( '“%s” is not one of the site’s languages.', 'lumera-site' ), $code ) );
		}
		if ( 0 === $id || $post->ID === $id ) {
			continue;
		}
		$target = get_post( $id );
		if ( $code === $lang || ! $target || 'trash' === $target->post_status || $target->post_type !== $post->post_type ) {
			/* translators: 1: a post's id, 2: a language code. */
			return lumera_refuse( sprintf( __( 'Post %1$d cannot be the version in %2$s: it is this post’s language, or the post is missing, in the trash or of another type.', 'lumera-site' ), $id, $code ) );
		}
		if ( lumera_post_language( $id ) !== $code ) {
			/* translators: 1: a post's id, 2: a language code. */
			return lumera_refuse( sprintf( __( 'Post %1$d is not in %2$s.', 'lumera-site' ), $id, $code ) );
		}
		$group[ $code ] = $id;
	}
	ksort( $group );
	return $group;
}

/**
 * Own storage: every version keeps the whole group, so the link holds from either side; a post that
 * leaves a group stays linked with what is left of its old one.
 *
 * @param int[] $group   The new group.
 * @param int[] $touched Every post whose links change.
 */
function lumera_own_link( $group, $touched ) {
	$left = array_diff( array_unique( $touched ), $group );
	foreach ( $left as $id ) {
		$rest = array_diff( lumera_post_translations( $id ), $group );
		if ( count( $rest ) > 1 ) {
			update_post_meta( $id, 'lumera_translations', $rest );
		} else {
			delete_post_meta( $id, 'lumera_translations' );
		}
	}
	foreach ( $group as $id ) {
		update_post_meta( $id, 'lumera_translations', $group );
	}
}

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
