<?php
/**
 * Changes that skip wp_update_post(): terms set on their own (wp_set_post_categories(), a bulk edit, an import),
 * a field updated on its own (an SEO plugin's description), a post or a category changed in the database by
 * another plugin that then cleans WordPress's caches. They are caught where Pantheon Advanced Page Cache catches them, on
 * the actions that clean WordPress's caches (`clean_post_cache`, `clean_object_term_cache`, `clean_term_cache`),
 * and on `set_object_terms` and the meta actions (changes.php). A change the request already queued keeps its
 * event (`post.published` says more than `post.updated`).
 *
 * @package LumeraSite
 */

defined( 'ABSPATH' ) || exit;

/** Fields WordPress changes while an editor merely works (locks, trash bookkeeping): they change nothing shown. */
const LUMERA_QUIET_META = array(
	'_edit_lock',
	'_edit_last',
	'_encloseme',
	'_pingme',
	'_wp_desired_post_slug',
	'_wp_trash_meta_status',
	'_wp_trash_meta_time',
	'_wp_trash_meta_comments_status',
);

/**
 * Whether a change of this field of a published post can change its page: any field but WordPress's bookkeeping.
 *
 * @param string $meta_key The field.
 * @return bool
 */
function lumera_meta_shows( $meta_key ) {
	return ! in_array( (string) $meta_key, LUMERA_QUIET_META, true );
}

/**
 * Queues a post the site shows unless the request queued it already (or is the block editor's second save).
 *
 * @param int|WP_Post $post The post.
 */
function lumera_queue_unless_queued( $post ) {
	$post = get_post( $post );
	if ( ! $post || ! lumera_shows( $post ) || lumera_is_meta_box_save() || Lumera_Site_Changes::has( $post->post_type . ':' . $post->ID ) ) {
		return;
	}
	lumera_queue_change( 'post.updated', $post );
}

/**
 * A post's cache cleaned: WordPress saved it, or another plugin changed it and said so.
 *
 * @param int     $post_id The post.
 * @param WP_Post $post    The post.
 */
function lumera_on_clean_post_cache( $post_id, $post ) {
	lumera_queue_unless_queued( $post );
}
add_action( 'clean_post_cache', 'lumera_on_clean_post_cache', 10, 2 );

/**
 * The terms of posts cleaned from the cache (their categories changed outside a save).
 *
 * @param int[]  $object_ids  The posts.
 * @param string $object_type Their type.
 */
function lumera_on_clean_object_term_cache( $object_ids, $object_type ) {
	if ( in_array( $object_type, LUMERA_POST_TYPES, true ) ) {
		array_map( 'lumera_queue_unless_queued', array_map( 'intval', (array) $object_ids ) );
	}
}
add_action( 'clean_object_term_cache', 'lumera_on_clean_object_term_cache', 10, 2 );

/**
 * Terms set on a post on their own (wp_set_post_categories(), wp_set_object_terms()): WordPress cleans no post
 * cache then, so this is the one trace.
 *
 * @param int    $object_id  The post.
 * @param array  $terms      The terms given.
 * @param int[]  $tt_ids     The post's terms now.
 * @param string $taxonomy   Their taxonomy.
 * @param bool   $append     Whether they were added to the others.
 * @param int[]  $old_tt_ids The post's terms before.
 */
function lumera_on_set_object_terms( $object_id, $terms, $tt_ids, $taxonomy, $append, $old_tt_ids ) {
	$now    = array_map( 'intval', (array) $tt_ids );
	$before = array_map( 'intval', (array) $old_tt_ids );
	sort( $now );
	sort( $before );
	if ( $now !== $before ) {
		lumera_queue_unless_queued( (int) $object_id );
	}
}
add_action( 'set_object_terms', 'lumera_on_set_object_terms', 10, 6 );

/** The name and slug of each category as last seen, to tell a real change from a cache cleaned for a count. */
const LUMERA_CATEGORIES_OPTION = 'lumera_site_categories';

/**
 * A category's cache cleaned. WordPress cleans it for every count update (each save of a post in it), so only a
 * name or slug that differs from the last one seen counts (the site maps categories by slug): its posts are read
 * again. That also catches a category another plugin changed in the database; wp_update_term() is judged the same
 * way by changes.php.
 *
 * @param int[]  $ids      The terms.
 * @param string $taxonomy Their taxonomy.
 */
function lumera_on_clean_term_cache( $ids, $taxonomy ) {
	if ( 'category' !== $taxonomy ) {
		return;
	}
	$known  = get_option( LUMERA_CATEGORIES_OPTION, array() );
	$known  = is_array( $known ) ? $known : array();
	$before = $known;
	foreach ( array_map( 'intval', (array) $ids ) as $term_id ) {
		$term = get_term( $term_id, 'category' );
		$now  = $term instanceof WP_Term ? $term->name . "\n" . $term->slug : null;
		$was  = isset( $known[ $term_id ] ) ? $known[ $term_id ] : null;
		if ( null === $now ) {
			unset( $known[ $term_id ] );
			continue;
		}
		$known[ $term_id ] = $now;
		if ( null !== $was && $was !== $now ) {
			lumera_queue_posts( 'category.updated', lumera_posts_in_category( $term_id ) );
		}
	}
	if ( $known !== $before ) {
		update_option( LUMERA_CATEGORIES_OPTION, $known, false );
	}
}
add_action( 'clean_term_cache', 'lumera_on_clean_term_cache', 10, 2 );
