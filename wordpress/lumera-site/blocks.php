<?php
/**
 * The site's blocks in the block editor (decision 0069, 0070): each folder of blocks/ holds a
 * block.json (name, attributes, all kept in the block's comment) and edit.js, a plain script on
 * WordPress's `wp.*` globals with no build step, which edits the block in place in the canvas and
 * saves nothing but its inner blocks (the site renders every block itself). The editor's shared
 * parts (editor/) and stylesheet are registered here; pages get the site's blocks and the core
 * blocks the site renders, notices only their two blocks, and posts no site blocks at all.
 *
 * @package LumeraSite
 */

defined( 'ABSPATH' ) || exit;

/** The core blocks the site renders in a page (src/blocks/model.ts's coreBlocks). */
const LUMERA_PAGE_CORE_BLOCKS = array(
	'core/paragraph',
	'core/heading',
	'core/list',
	'core/list-item',
	'core/quote',
	'core/image',
	'core/buttons',
	'core/button',
	'core/columns',
	'core/column',
	'core/separator',
);

/**
 * The editor's shared scripts, in the order they load: each adds its parts to `window.lumeraEditor`.
 */
const LUMERA_EDITOR_PARTS = array( 'core', 'choices', 'text', 'picture', 'actions', 'pickers', 'block' );

/**
 * A plugin file's version for the browser's cache: its modification time.
 *
 * @param string $path A path under the plugin's folder.
 * @return string
 */
function lumera_asset_version( $path ) {
	$time = file_exists( __DIR__ . '/' . $path ) ? filemtime( __DIR__ . '/' . $path ) : false;
	return $time ? (string) $time : '1';
}

/**
 * Registers a script of the plugin, translated through its text domain (script-translations.php).
 *
 * @param string   $handle The script's handle.
 * @param string   $path   Its file, under the plugin's folder.
 * @param string[] $deps   What it needs first.
 */
function lumera_register_script( $handle, $path, $deps ) {
	wp_register_script( $handle, plugins_url( $path, __FILE__ ), $deps, lumera_asset_version( $path ), true );
	wp_set_script_translations( $handle, 'lumera-site', __DIR__ . '/languages' );
}

/**
 * Registers the editor's shared parts, its stylesheet and every block of blocks/.
 */
function lumera_register_blocks() {
	$deps = array( 'wp-blocks', 'wp-block-editor', 'wp-components', 'wp-compose', 'wp-core-data', 'wp-data', 'wp-element', 'wp-i18n', 'wp-api-fetch', 'wp-url', 'wp-html-entities' );
	foreach ( LUMERA_EDITOR_PARTS as $part ) {
		lumera_register_script( 'lumera-editor-' . $part, 'editor/' . $part . '.js', $deps );
		$deps = array( 'lumera-editor-' . $part );
	}
	wp_add_inline_script( 'lumera-editor-core', 'window.lumeraSite = ' . wp_json_encode( lumera_editor_settings() ) . ';', 'before' );
	wp_register_style( 'lumera-editor-base', plugins_url( 'editor/editor.css', __FILE__ ), array(), lumera_asset_version( 'editor/editor.css' ) );
	wp_register_style( 'lumera-site-editor', plugins_url( 'editor/blocks.css', __FILE__ ), array( 'lumera-editor-base' ), lumera_asset_version( 'editor/blocks.css' ) );

	foreach ( (array) glob( __DIR__ . '/blocks/*/block.json' ) as $file ) {
		$name = basename( dirname( $file ) );
		lumera_register_script( 'lumera-block-' . $name, 'blocks/' . $name . '/edit.js', $deps );
		register_block_type( dirname( $file ) );
	}
}
add_action( 'init', 'lumera_register_blocks' );

/**
 * What the editor's scripts need to know of the site and of this WordPress.
 *
 * @return array
 */
function lumera_editor_settings() {
	return array(
		'languages'     => lumera_language_names(),
		'languageStore' => lumera_language_backend(),
		'reservedSlugs' => lumera_reserved_slugs(),
		'layouts'       => LUMERA_PAGE_LAYOUTS,
		'siteUrl'       => lumera_site_url(),
	);
}

/**
 * The site's languages with their names, in the order of LUMERA_LANGUAGES.
 *
 * @return array[] `{ code, name }` each.
 */
function lumera_language_names() {
	$names     = array(
		'en' => __( 'English', 'lumera-site' ),
		'it' => __( 'Italian', 'lumera-site' ),
		'de' => __( 'German', 'lumera-site' ),
	);
	$languages = array();
	foreach ( LUMERA_LANGUAGES as $code ) {
		$languages[] = array(
			'code' => $code,
			'name' => isset( $names[ $code ] ) ? $names[ $code ] : strtoupper( $code ),
		);
	}
	return $languages;
}

/**
 * The site's blocks first in the inserter, under the site's name.
 *
 * @param array[] $categories The inserter's categories.
 * @return array[]
 */
function lumera_block_category( $categories ) {
	array_unshift(
		$categories,
		array(
			'slug'  => 'lumera',
			'title' => __( 'Lumera website', 'lumera-site' ),
			'icon'  => null,
		)
	);
	return $categories;
}
add_filter( 'block_categories_all', 'lumera_block_category' );

/**
 * Which blocks each type offers: a page the site's blocks (not the notices') and the core blocks
 * the site renders; a notice its two blocks; any other type everything but the site's blocks,
 * which the site shows only in pages.
 *
 * @param bool|string[]           $allowed What is allowed so far (true: everything).
 * @param WP_Block_Editor_Context $context Where the editor is.
 * @return bool|string[]
 */
function lumera_allowed_blocks( $allowed, $context ) {
	$type = isset( $context->post ) && $context->post instanceof WP_Post ? $context->post->post_type : '';
	if ( 'lumera_notice' === $type ) {
		return LUMERA_NOTICE_BLOCKS;
	}
	$site_blocks = array();
	foreach ( WP_Block_Type_Registry::get_instance()->get_all_registered() as $name => $block ) {
		if ( 0 === strpos( $name, 'lumera/' ) ) {
			$site_blocks[] = $name;
		}
	}
	if ( 'page' === $type ) {
		return array_values( array_merge( array_diff( $site_blocks, LUMERA_NOTICE_BLOCKS ), LUMERA_PAGE_CORE_BLOCKS ) );
	}
	if ( true === $allowed ) {
		return array_values( array_diff( array_keys( WP_Block_Type_Registry::get_instance()->get_all_registered() ), $site_blocks ) );
	}
	return is_array( $allowed ) ? array_values( array_diff( $allowed, $site_blocks ) ) : $allowed;
}
add_filter( 'allowed_block_types_all', 'lumera_allowed_blocks', 10, 2 );

/**
 * The editor's panels beside the document (its language, a page's search engines and layout, a
 * notice's dates, the reserved slugs' warning), each showing only for its types.
 */
function lumera_enqueue_editor_panels() {
	$screen = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
	if ( ! $screen || 'post' !== $screen->base ) {
		return; // The widgets' and the site's editors have no document to describe.
	}
	$deps = array( 'lumera-editor-block', 'wp-plugins', 'wp-edit-post', 'wp-editor', 'wp-notices', 'wp-date' );
	foreach ( array( 'language-panel', 'page-panels', 'notice-panel', 'reserved-slug' ) as $panel ) {
		lumera_register_script( 'lumera-' . $panel, 'editor/' . $panel . '.js', $deps );
		wp_enqueue_script( 'lumera-' . $panel );
	}
	wp_enqueue_style( 'lumera-site-editor' );
}
add_action( 'enqueue_block_editor_assets', 'lumera_enqueue_editor_panels' );
