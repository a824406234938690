<?php
/**
 * Action Scheduler's two functions the plugin calls, recording what they are asked (loaded by one test only, in a
 * process of its own: the plugin looks for them with function_exists()).
 *
 * @package LumeraSite
 */

/**
 * Schedules an action.
 *
 * @param int    $timestamp When.
 * @param string $hook      What runs.
 * @param array  $args      With what.
 * @param string $group     Its group.
 * @return int
 */
function as_schedule_single_action( $timestamp, $hook, $args = array(), $group = '' ) {
	Lumera_Test_WordPress::$actions[] = compact( 'timestamp', 'hook', 'args', 'group' );
	return count( Lumera_Test_WordPress::$actions );
}

/**
 * Forgets a group's actions of a hook.
 *
 * @param string $hook  The hook.
 * @param array  $args  Unused.
 * @param string $group The group.
 */
function as_unschedule_all_actions( $hook, $args = array(), $group = '' ) {
	Lumera_Test_WordPress::$actions = array_values(
		array_filter(
			Lumera_Test_WordPress::$actions,
			static function ( $action ) use ( $hook, $group ) {
				return $action['hook'] !== $hook || $action['group'] !== $group;
			}
		)
	);
}
