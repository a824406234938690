<?php
/**
 * Writing `lang` and `translations` (REST API, the site's export) so that no write can change what
 * its author may not: whoever writes must be allowed to edit every post whose links change; a
 * translation must be a post of the same type, in the language it is named for; versions a write
 * drops are unlinked on both sides. The checks write nothing, so that rest-checks.php can run them
 * before WordPress saves a post. With WPML, translations-wpml.php writes the groups.
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
 * Refuses the write unless the current user may edit every one of these posts. A post deleted since it was linked
 * is skipped: it is nobody's to protect, and its group could otherwise never change again.
 *
 * @param int[] $post_ids Posts whose links the write changes.
 * @return true|WP_Error
 */
function lumera_check_can_edit( $post_ids ) {
	foreach ( array_unique( array_map( 'intval', $post_ids ) ) as $id ) {
		if ( $id < 1 || ! get_post( $id ) ) {
			continue;
		}
		if ( ! current_user_can( 'edit_post', $id ) ) {
			/* translators: %d: a post's id. */
			return lumera_refuse( sprintf( __( 'Sorry, you are not allowed to change the translations of post %d.', 'lumera-site' ), $id ), rest_authorization_required_code() );
		}
	}
	return true;
}

/**
 * Whether the post may be in this language: one of the site's, free in the post's group, and the writer allowed
 * to edit the whole group when the language changes. Writes nothing.
 *
 * @param int   $post_id The post (0: one not created yet, which has no group).
 * @param mixed $lang    The language sent.
 * @return true|WP_Error
 */
function lumera_check_language( $post_id, $lang ) {
	if ( ! is_string( $lang ) || ! in_array( $lang, LUMERA_LANGUAGES, true ) ) {
		return lumera_refuse( __( 'lang must be one of the site’s languages.', 'lumera-site' ) );
	}
	if ( ! $post_id ) {
		return true;
	}
	$group  = lumera_post_translations( $post_id );
	$others = array_diff( $group, array( (int) $post_id ) );
	if ( lumera_post_language( $post_id ) === $lang || ! $others ) {
		return true;
	}
	if ( isset( $group[ $lang ] ) ) {
		/* translators: 1: a language code, 2: a post's id. */
		return lumera_refuse( sprintf( __( 'The version in %1$s is post %2$d: unlink it first.', 'lumera-site' ), $lang, $group[ $lang ] ) );
	}
	return lumera_check_can_edit( $others );
}

/**
 * Sets the post's language (own storage, Polylang or WPML), once lumera_check_language() allows it.
 *
 * @param int   $post_id The post.
 * @param mixed $lang    The language sent.
 * @return true|WP_Error
 */
function lumera_set_post_language( $post_id, $lang ) {
	$allowed = lumera_check_language( $post_id, $lang );
	if ( is_wp_error( $allowed ) ) {
		return $allowed;
	}
	$others = array_diff( lumera_post_translations( $post_id ), array( (int) $post_id ) );
	switch ( lumera_language_backend() ) {
		case 'polylang':
		case 'polylang-pro':
			pll_set_post_language( $post_id, $lang );
			break;
		case 'wpml':
			lumera_wpml_set_language( $post_id, $lang );
			break;
		default:
			update_post_meta( $post_id, LUMERA_LANG_META, $lang );
			$moved          = $others;
			$moved[ $lang ] = (int) $post_id;
			lumera_store_groups( array_fill_keys( array_values( $moved ), lumera_group_or_nothing( $moved ) ) );
	}
	return true;
}

/**
 * The group a write of `translations` asks for, checked: see lumera_requested_group(), and the writer must be
 * allowed to edit every post whose links change. Writes nothing.
 *
 * @param string $type         The post's type.
 * @param int    $post_id      The post (0: one not created yet).
 * @param string $lang         The post's language once written.
 * @param mixed  $translations What was sent.
 * @return int[]|WP_Error The group, by language (the post under its language; 0 when it is not created yet).
 */
function lumera_check_translations( $type, $post_id, $lang, $translations ) {
	$post_id = (int) $post_id;
	$group   = lumera_requested_group( $type, $post_id, $lang, $translations );
	if ( is_wp_error( $group ) ) {
		return $group;
	}
	$current = $post_id ? lumera_post_translations( $post_id ) : array();
	if ( $post_id && lumera_group_is_stored( $group, $current ) ) {
		return $group;
	}
	$allowed = lumera_check_can_edit( lumera_touched_posts( $current, $group, lumera_groups_of( $group ) ) );
	return is_wp_error( $allowed ) ? $allowed : $group;
}

/**
 * Whether a write would change nothing: the post's group is already `$group`, as every one of its versions has it.
 * A group one side of which names a post that does not name it back (written past these checks) is not: writing
 * it again, with the checks, makes both sides agree.
 *
 * @param int[] $group   The group asked for.
 * @param int[] $current The post's group now.
 * @return bool
 */
function lumera_group_is_stored( $group, $current ) {
	if ( $group !== $current ) {
		return false;
	}
	foreach ( lumera_groups_of( $group ) as $stored ) {
		if ( $stored !== $group ) {
			return false;
		}
	}
	return true;
}

/**
 * The group now of each post of a group, by post id.
 *
 * @param int[] $group Post ids by language (0: a post not created yet, left out).
 * @return int[][]
 */
function lumera_groups_of( $group ) {
	$groups = array();
	foreach ( array_filter( array_map( 'intval', $group ) ) as $id ) {
		$groups[ $id ] = lumera_post_translations( $id );
	}
	return $groups;
}

/**
 * Links the post with its translations, `{ language: post id }` (0 or a missing language: none).
 *
 * @param int   $post_id      The post.
 * @param mixed $translations What was sent.
 * @return true|WP_Error
 */
function lumera_set_post_translations( $post_id, $translations ) {
	$post_id = (int) $post_id;
	$current = lumera_post_translations( $post_id );
	$group   = lumera_check_translations( get_post_type( $post_id ), $post_id, lumera_post_language( $post_id ), $translations );
	if ( is_wp_error( $group ) ) {
		return $group;
	}
	if ( lumera_group_is_stored( $group, $current ) ) {
		return true;
	}
	switch ( lumera_language_backend() ) {
		case 'polylang':
		case 'polylang-pro':
			pll_save_post_translations( $group ); // Polylang unlinks the versions left out.
			break;
		case 'wpml':
			lumera_wpml_link( $post_id, $group, $current );
			break;
		default:
			lumera_own_link( $group, lumera_touched_posts( $current, $group, lumera_groups_of( $group ) ) );
	}
	return true;
}

/**
 * The group a write asks for, checked: languages of the site, posts of the post's type in the language they are
 * named for, the post itself in its own language.
 *
 * @param string $type         The post's type.
 * @param int    $post_id      The post (0: one not created yet).
 * @param string $lang         The post's language once written.
 * @param mixed  $translations What was sent.
 * @return int[]|WP_Error
 */
function lumera_requested_group( $type, $post_id, $lang, $translations ) {
	$group = array( $lang => (int) $post_id );
	if ( ! is_array( $translations ) && ! is_object( $translations ) ) {
		return lumera_refuse( __( 'translations must be an object: { "en": 12, "it": 34 }.', 'lumera-site' ) );
	}
	foreach ( (array) $translations as $code => $id ) {
		$id = (int) $id;
		if ( ! in_array( $code, LUMERA_LANGUAGES, true ) ) {
			/* translators: %s: what was sent as a language. */
			return lumera_refuse( sprintf( __( '“%s” is not one of the site’s languages.', 'lumera-site' ), $code ) );
		}
		if ( 0 === $id || ( $post_id && (int) $post_id === $id ) ) {
			continue;
		}
		$target = get_post( $id );
		if ( $code === $lang || ! $target || 'trash' === $target->post_status || $target->post_type !== $type ) {
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
 * Own storage: writes what lumera_regroup() decides for every post whose links change.
 *
 * @param int[] $group   The new group.
 * @param int[] $touched Every post whose links change.
 */
function lumera_own_link( $group, $touched ) {
	$stored = array();
	foreach ( $touched as $id ) {
		$stored[ $id ] = lumera_post_translations( $id );
	}
	lumera_store_groups( lumera_regroup( $group, $stored ) );
}

/**
 * Own storage: stores each post's group, or removes it where there is none.
 *
 * @param int[][] $plan The group of each post, by post id (an empty array: none).
 */
function lumera_store_groups( $plan ) {
	foreach ( $plan as $id => $group ) {
		if ( $group ) {
			update_post_meta( $id, LUMERA_TRANSLATIONS_META, $group );
		} else {
			delete_post_meta( $id, LUMERA_TRANSLATIONS_META );
		}
	}
}
