<?php
/**
 * The plugin's own translation groups (without WPML or Polylang), as pure functions of the groups stored: every
 * version keeps the whole group, `{ language: post id }`, so a link holds from either side. translations.php and
 * delete.php decide with these and write what they return; tests/php checks them.
 *
 * @package LumeraSite
 */

defined( 'ABSPATH' ) || exit;

/**
 * What each post's stored group becomes when `$group` is linked: its members keep `$group`; a post that leaves
 * keeps what is left of its old group, or nothing when it is left alone.
 *
 * @param int[]   $group   The new group, by language.
 * @param int[][] $current The stored group of every post whose links change, by post id.
 * @return int[][] The group to store for each post, by post id (an empty array: none).
 */
function lumera_regroup( $group, $current ) {
	$plan = array();
	foreach ( $current as $id => $old ) {
		if ( ! in_array( (int) $id, $group, true ) ) {
			$plan[ (int) $id ] = lumera_group_or_nothing( array_diff( $old, $group ) );
		}
	}
	foreach ( $group as $id ) {
		$plan[ (int) $id ] = lumera_group_or_nothing( $group );
	}
	return $plan;
}

/**
 * What each version of a deleted post's group keeps: its own stored group without the deleted post.
 *
 * @param int     $deleted The post deleted.
 * @param int[][] $current The stored group of each other version, by post id.
 * @return int[][] The group to store for each version, by post id (an empty array: none).
 */
function lumera_groups_without( $deleted, $current ) {
	$plan = array();
	foreach ( $current as $id => $old ) {
		if ( (int) $id !== (int) $deleted ) {
			$plan[ (int) $id ] = lumera_group_or_nothing( array_diff( $old, array( (int) $deleted ) ) );
		}
	}
	return $plan;
}

/**
 * A group worth storing: two versions or more, by language; one version alone is no group.
 *
 * @param int[] $group Post ids by language.
 * @return int[]
 */
function lumera_group_or_nothing( $group ) {
	$group = array_map( 'intval', $group );
	ksort( $group );
	return count( $group ) > 1 ? $group : array();
}

/**
 * Every post whose links a write changes: the post's group before and after, and the old group of each version
 * that joins.
 *
 * @param int[]   $current    The post's group now.
 * @param int[]   $group      Its group after the write.
 * @param int[][] $old_groups The group now of each version in `$group`, by post id.
 * @return int[] Post ids, once each, the post itself included when it exists (0, a post not created yet, left out).
 */
function lumera_touched_posts( $current, $group, $old_groups ) {
	$touched = array_merge( array_values( $current ), array_values( $group ) );
	foreach ( $old_groups as $old ) {
		$touched = array_merge( $touched, array_values( $old ) );
	}
	return array_values( array_filter( array_unique( array_map( 'intval', $touched ) ) ) );
}
