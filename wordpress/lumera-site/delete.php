<?php
/**
 * A post deleted for good leaves its translation group (own storage: WPML and Polylang clean their own): the
 * versions left keep each other, and no group names a post that no longer exists, which would otherwise refuse
 * every later change of the group (translations.php checks that the writer may edit every post named).
 * A post in the trash stays in its group, since it can be restored.
 *
 * @package LumeraSite
 */

defined( 'ABSPATH' ) || exit;

/**
 * Removes a post about to be deleted from its group.
 *
 * @param int $post_id The post.
 */
function lumera_leave_group_on_delete( $post_id ) {
	if ( 'own' !== lumera_language_backend() || ! in_array( get_post_type( $post_id ), LUMERA_POST_TYPES, true ) ) {
		return;
	}
	$stored = array();
	foreach ( lumera_post_translations( $post_id ) as $id ) {
		$stored[ $id ] = lumera_post_translations( $id );
	}
	lumera_store_groups( lumera_groups_without( (int) $post_id, $stored ) );
}
add_action( 'before_delete_post', 'lumera_leave_group_on_delete' );
