<?php
/**
 * Which changes alter what the site shows, each queued for the request's one notification
 * (notify.php): publishing, updating a published post, unpublishing, trashing, deleting, a slug,
 * a scheduled post that WP-Cron publishes, the plugin's fields and the featured image, an image
 * edited (its alt text, a crop or rotation) or deleted (the posts it was the cover of), a category
 * renamed, re-slugged or deleted (the site maps categories by slug), and a translation connected
 * in WPML without saving the post.
 *
 * @package LumeraSite
 */

defined( 'ABSPATH' ) || exit;

/** More posts than this named in one notification (a category of a large magazine): the site reads everything. */
const LUMERA_MAX_NAMED_POSTS = 100;

/**
 * Whether a post's change can alter the site: one of its types, published before or after.
 *
 * @param WP_Post $post       The post.
 * @param string  $old_status Its status before, when it changed.
 * @return bool
 */
function lumera_shows( $post, $old_status = '' ) {
	return in_array( $post->post_type, LUMERA_SITE_TYPES, true ) && ( 'publish' === $post->post_status || 'publish' === $old_status );
}

/**
 * Whether this request is the block editor's second save, of the classic meta boxes: it saves the
 * post again unchanged, so only what it changes (fields, featured image) counts.
 *
 * @return bool
 */
function lumera_is_meta_box_save() {
	return isset( $_GET['meta-box-loader'] ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only tells the request apart; WordPress checks its nonce.
}

/**
 * Publish, update, unpublish, trash, restore, and a schedule going live (WP-Cron calls wp_publish_post).
 *
 * @param string  $new_status The status now.
 * @param string  $old_status The status before.
 * @param WP_Post $post       The post.
 */
function lumera_on_status_change( $new_status, $old_status, $post ) {
	if ( wp_is_post_revision( $post ) || wp_is_post_autosave( $post ) || ! lumera_shows( $post, $old_status ) ) {
		return;
	}
	if ( 'publish' === $new_status && 'publish' === $old_status && lumera_is_meta_box_save() ) {
		return;
	}
	$event = 'publish' !== $new_status ? 'post.unpublished' : ( 'publish' !== $old_status ? 'post.published' : 'post.updated' );
	lumera_queue_change( $event, $post );
}
add_action( 'transition_post_status', 'lumera_on_status_change', 10, 3 );

/**
 * A slug changed on a published post (also seen above; named so the site's log says why).
 *
 * @param int     $post_id The post.
 * @param WP_Post $after   The post now.
 * @param WP_Post $before  The post before.
 */
function lumera_on_post_updated( $post_id, $after, $before ) {
	if ( $after->post_name !== $before->post_name && lumera_shows( $after, $before->post_status ) ) {
		lumera_queue_change( 'post.slug_changed', $after );
	}
}
add_action( 'post_updated', 'lumera_on_post_updated', 10, 3 );

/**
 * Deleted for good (from the trash or directly).
 *
 * @param int $post_id The post.
 */
function lumera_on_delete_post( $post_id ) {
	$post = get_post( $post_id );
	if ( $post && in_array( $post->post_type, LUMERA_SITE_TYPES, true ) ) {
		lumera_queue_change( 'post.deleted', $post );
	}
}
add_action( 'before_delete_post', 'lumera_on_delete_post' );

/**
 * A post's featured image, fields, language links or any other field the site may read (an SEO plugin's)
 * changed on their own, without a save; an image's file (edited: cropped, rotated, restored) or alt text changed.
 *
 * @param int|int[] $meta_id   The meta row(s).
 * @param int       $object_id The post or image.
 * @param string    $meta_key  The field.
 */
function lumera_on_meta_change( $meta_id, $object_id, $meta_key ) {
	$post = $object_id ? get_post( $object_id ) : null;
	if ( ! $post ) {
		return;
	}
	if ( 'attachment' === $post->post_type ) {
		if ( in_array( $meta_key, array( '_wp_attached_file', '_wp_attachment_metadata', '_wp_attachment_image_alt' ), true ) && doing_action( 'updated_post_meta' ) ) {
			lumera_queue_change( 'media.updated', $post );
		}
		return;
	}
	if ( lumera_meta_shows( $meta_key ) && lumera_shows( $post ) ) {
		lumera_queue_change( 'post.updated', $post );
	}
}
add_action( 'added_post_meta', 'lumera_on_meta_change', 10, 3 );
add_action( 'updated_post_meta', 'lumera_on_meta_change', 10, 3 );
add_action( 'deleted_post_meta', 'lumera_on_meta_change', 10, 3 );

/**
 * An image edited in the media library (title, caption, alt text): covers and photos may show it.
 *
 * @param int $attachment_id The image.
 */
function lumera_on_edit_attachment( $attachment_id ) {
	lumera_queue_change( 'media.updated', $attachment_id );
}
add_action( 'edit_attachment', 'lumera_on_edit_attachment' );

/**
 * An image deleted: WordPress clears it as a cover without saving the posts, so they are named here.
 *
 * @param int $attachment_id The image.
 */
function lumera_on_delete_attachment( $attachment_id ) {
	lumera_queue_change( 'media.deleted', $attachment_id );
	$covered = lumera_published_posts(
		array(
			'meta_key'   => '_thumbnail_id', // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key -- once, when an image is deleted.
			'meta_value' => (int) $attachment_id, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_value -- as above.
		)
	);
	lumera_queue_posts( 'post.updated', $covered );
}
add_action( 'delete_attachment', 'lumera_on_delete_attachment' );

/**
 * The published posts of the site's types a query finds, one more than may be named.
 *
 * @param array $query WP_Query arguments that narrow the posts.
 * @return int[]
 */
function lumera_published_posts( $query ) {
	return get_posts(
		$query + array(
			'post_type'        => LUMERA_POST_TYPES,
			'post_status'      => 'publish',
			'fields'           => 'ids',
			'numberposts'      => LUMERA_MAX_NAMED_POSTS + 1, // phpcs:ignore WordPress.WP.PostsPerPage.posts_per_page_numberposts -- ids only, once per change; one more tells that there are too many to name.
			'suppress_filters' => true, // Every language, whatever the admin's current one.
			'lang'             => '',
		)
	);
}

/**
 * Queues these posts, or one unnamed change when there are more than a notification names.
 *
 * @param string $event   What happened.
 * @param int[]  $post_ids The posts.
 */
function lumera_queue_posts( $event, $post_ids ) {
	if ( count( $post_ids ) > LUMERA_MAX_NAMED_POSTS ) {
		lumera_queue_unnamed_change( $event );
		return;
	}
	foreach ( $post_ids as $id ) {
		lumera_queue_change( $event, $id );
	}
}

/**
 * A category about to be edited: its name and slug, to tell afterwards whether they changed.
 *
 * @param int    $term_id  The term.
 * @param string $taxonomy Its taxonomy.
 */
function lumera_before_term_edit( $term_id, $taxonomy ) {
	if ( 'category' === $taxonomy ) {
		$term = get_term( $term_id, $taxonomy );
		if ( $term instanceof WP_Term ) {
			$GLOBALS['lumera_term_before'][ $term_id ] = $term->name . "\n" . $term->slug;
		}
	}
}
add_action( 'edit_terms', 'lumera_before_term_edit', 10, 2 );

/**
 * A category renamed or re-slugged: its posts are read again (the site maps categories by slug).
 *
 * @param int    $term_id  The term.
 * @param int    $tt_id    Its term taxonomy id.
 * @param string $taxonomy Its taxonomy.
 */
function lumera_on_term_edited( $term_id, $tt_id, $taxonomy ) {
	$term = get_term( $term_id, $taxonomy );
	if ( 'category' !== $taxonomy || ! $term instanceof WP_Term ) {
		return;
	}
	$before = isset( $GLOBALS['lumera_term_before'][ $term_id ] ) ? $GLOBALS['lumera_term_before'][ $term_id ] : '';
	unset( $GLOBALS['lumera_term_before'][ $term_id ] );
	if ( $term->name . "\n" . $term->slug !== $before ) {
		lumera_queue_posts( 'category.updated', lumera_posts_in_category( $term_id ) );
	}
}
add_action( 'edited_term', 'lumera_on_term_edited', 10, 3 );

/**
 * A category about to be deleted: its posts, while they are still in it.
 *
 * @param int    $term_id  The term.
 * @param string $taxonomy Its taxonomy.
 */
function lumera_before_term_delete( $term_id, $taxonomy ) {
	if ( 'category' === $taxonomy ) {
		lumera_queue_posts( 'category.deleted', lumera_posts_in_category( $term_id ) );
	}
}
add_action( 'pre_delete_term', 'lumera_before_term_delete', 10, 2 );

/**
 * The published posts of a category.
 *
 * @param int $term_id The category.
 * @return int[]
 */
function lumera_posts_in_category( $term_id ) {
	return lumera_published_posts(
		array(
			'tax_query' => array( // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_tax_query -- once, when a category changes.
				array(
					'taxonomy'         => 'category',
					'terms'            => (int) $term_id,
					'include_children' => false,
				),
			),
		)
	);
}

/**
 * WPML connected, disconnected or moved a translation (also from its own screens, without a save):
 * the element and every version of its group.
 *
 * @param array $update WPML's description: `type`, `element_id`, `element_type`, `trid`.
 */
function lumera_on_wpml_translation_update( $update ) {
	$type = isset( $update['element_type'] ) ? (string) $update['element_type'] : '';
	if ( 0 !== strpos( $type, 'post_' ) || ! in_array( substr( $type, 5 ), LUMERA_SITE_TYPES, true ) ) {
		return;
	}
	$ids = array();
	if ( ! empty( $update['element_id'] ) ) {
		$ids[] = (int) $update['element_id'];
	}
	if ( ! empty( $update['trid'] ) ) {
		foreach ( (array) apply_filters( 'wpml_get_element_translations', array(), $update['trid'], $type ) as $element ) {
			$ids[] = is_object( $element ) ? (int) $element->element_id : 0;
		}
	}
	foreach ( array_unique( array_filter( $ids ) ) as $id ) {
		$post = get_post( $id );
		if ( $post && lumera_shows( $post ) ) {
			lumera_queue_change( 'translation.updated', $post );
		}
	}
}
add_action( 'wpml_translation_update', 'lumera_on_wpml_translation_update' );
