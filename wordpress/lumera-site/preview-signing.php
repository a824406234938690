<?php
/**
 * Signed preview links, the plugin's half (the site's is src/content/preview.server.ts): the HMAC-SHA256, in
 * base64url, of `preview:{kind}:{post id}:{user id}:{expires}[:{cover}]` with LUMERA_PREVIEW_SECRET. The user is
 * the editor who pressed Preview: the site shows the post as that user's autosave has it, and WordPress checks,
 * when the site reads it, that the user may still edit the post.
 *
 * @package LumeraSite
 */

defined( 'ABSPATH' ) || exit;

/** What the site calls each post type in a signed preview. */
const LUMERA_PREVIEW_KINDS = array(
	'post'           => 'article',
	'customer_story' => 'story',
	'page'           => 'page',
);

/** The longest a link may claim to live, in seconds: the site refuses longer ones as well. */
const LUMERA_PREVIEW_MAX_LIFETIME = 86400;

/**
 * What is signed.
 *
 * @param string   $kind    The site's kind of post (`article`, `story`).
 * @param int      $post_id The post.
 * @param int      $user_id The editor.
 * @param int      $expires When the link stops working (Unix time).
 * @param int|null $cover   An unsaved featured image (0: none), or null for the saved one.
 * @return string
 */
function lumera_preview_payload( $kind, $post_id, $user_id, $expires, $cover ) {
	return 'preview:' . $kind . ':' . (int) $post_id . ':' . (int) $user_id . ':' . (int) $expires . ( null === $cover ? '' : ':' . (int) $cover );
}

/**
 * The signature of a payload, base64url without padding.
 *
 * @param string $payload What is signed.
 * @param string $key     LUMERA_PREVIEW_SECRET.
 * @return string
 */
function lumera_preview_signature( $payload, $key ) {
	return rtrim( strtr( base64_encode( hash_hmac( 'sha256', $payload, $key, true ) ), '+/', '-_' ), '=' ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- base64url, the site's format.
}

/**
 * Whether a signed link is good: `valid`, `expired` (or claiming to live longer than a day), or `forged`.
 *
 * @param array  $link The link's `kind`, `post`, `user`, `expires`, `cover` (null: none) and `signature`.
 * @param string $key  LUMERA_PREVIEW_SECRET ('' refuses every link).
 * @param int    $now  The time now (Unix time).
 * @return string
 */
function lumera_judge_preview( $link, $key, $now ) {
	if ( '' === $key || (int) $link['post'] < 1 || (int) $link['user'] < 1 || ! is_string( $link['signature'] ) ) {
		return 'forged';
	}
	$expected = lumera_preview_signature( lumera_preview_payload( $link['kind'], $link['post'], $link['user'], $link['expires'], $link['cover'] ), $key );
	if ( ! hash_equals( $expected, $link['signature'] ) ) {
		return 'forged';
	}
	if ( (int) $link['expires'] <= $now || (int) $link['expires'] > $now + LUMERA_PREVIEW_MAX_LIFETIME ) {
		return 'expired';
	}
	return 'valid';
}
