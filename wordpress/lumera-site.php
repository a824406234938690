<?php
/**
 * Plugin Name: Lumera site
 * Description: Publishes the Lumera website's content: pages made of the site's blocks, customer stories and articles, the banner and the Green Diploma note; languages and translations in the REST API, change notifications to the site, and previews on the site.
 * Version: 1.2.0
 * Requires at least: 6.1
 * Requires PHP: 7.4
 * Author: Lumera Vetrine Refrigerate S.r.l.
 * License: GPL-2.0-or-later
 * License URI: https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain: lumera-site
 * Domain Path: /lumera-site/languages
 *
 * Installation: copy everything in this folder into wp-content/mu-plugins/ (this loader and the
 * lumera-site folder beside it), then add to wp-config.php:
 *
 *   define( 'LUMERA_SITE_URL', 'https://www.lumera-vetrine.it' );   // the site's public origin
 *   define( 'LUMERA_WEBHOOK_SECRET', '...' );                        // = WORDPRESS_WEBHOOK_SECRET of the site
 *   define( 'LUMERA_SITE_BLOG_ID', 1 );  // multisite only: the one site it serves (default: the main site)
 *
 * WordPress loads only the PHP files at the top of mu-plugins/: this one loads the rest.
 *
 * Uninstall: a must-use plugin has no uninstall step. Deleting the two entries from mu-plugins/
 * stops everything at once (notifications, previews, the links to the website); the stories, their
 * fields (post meta `lumera_*`) and the plugin's option `lumera_site_notifications` stay in the
 * database, so that putting the files back restores the site as it was. The website's
 * docs/wordpress-plugin.md says how to remove them for good.
 *
 * @package LumeraSite
 */

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/lumera-site/config.php';

// On a multisite network every site loads must-use plugins: this one serves one site only.
if ( ! lumera_serves_this_site() ) {
	return;
}

require_once __DIR__ . '/lumera-site/post-types.php';
require_once __DIR__ . '/lumera-site/languages.php';
require_once __DIR__ . '/lumera-site/translations.php';
require_once __DIR__ . '/lumera-site/class-lumera-site-changes.php';
require_once __DIR__ . '/lumera-site/notify.php';
require_once __DIR__ . '/lumera-site/changes.php';
require_once __DIR__ . '/lumera-site/preview.php';
require_once __DIR__ . '/lumera-site/admin.php';
require_once __DIR__ . '/lumera-site/page-fields.php';
require_once __DIR__ . '/lumera-site/page-meta.php';
require_once __DIR__ . '/lumera-site/reserved-slugs.php';
require_once __DIR__ . '/lumera-site/notices.php';
require_once __DIR__ . '/lumera-site/blocks.php';
require_once __DIR__ . '/lumera-site/products.php';
require_once __DIR__ . '/lumera-site/script-translations.php';
