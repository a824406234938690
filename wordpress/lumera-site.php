<?php
/**
 * Plugin Name: Lumera site
 * Plugin URI: https://www.lumera-vetrine.it
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
 * Installation (readme.txt says more): as a normal plugin, this folder as wp-content/plugins/lumera-site/, then
 * Plugins > Activate; or as a must-use plugin, everything in this folder copied into wp-content/mu-plugins/
 * (WordPress loads only the PHP files at the top of mu-plugins/: this one loads the rest). Then, in wp-config.php:
 *
 *   define( 'LUMERA_SITE_URL', 'https://www.lumera-vetrine.it' );   // the site's public origin
 *   define( 'LUMERA_WEBHOOK_SECRET', '...' );                        // = WORDPRESS_WEBHOOK_SECRET of the site
 *   define( 'LUMERA_PREVIEW_SECRET', '...' );                        // = WORDPRESS_PREVIEW_SECRET of the site
 *   define( 'LUMERA_SITE_BLOG_ID', 1 );  // multisite only: the one site it serves (default: the main site)
 *
 * Uninstall: deleting the normal plugin runs uninstall.php, which removes what the plugin stored but the
 * editors' stories (unless LUMERA_SITE_REMOVE_CONTENT is true). A must-use plugin has no uninstall step: the
 * website's docs/wordpress-plugin.md says how to remove its data by hand.
 *
 * @package LumeraSite
 */

defined( 'ABSPATH' ) || exit;

// Installed twice (a must-use copy and a normal one): the first one WordPress loads serves, the other stays out.
if ( defined( 'LUMERA_SITE_FILE' ) ) {
	return;
}
define( 'LUMERA_SITE_FILE', __FILE__ );

require_once __DIR__ . '/lumera-site/config.php';
require_once __DIR__ . '/lumera-site/settings-check.php';

// On a multisite network every site loads must-use plugins: this one serves one site only.
if ( ! lumera_serves_this_site() ) {
	return;
}

require_once __DIR__ . '/lumera-site/post-types.php';
require_once __DIR__ . '/lumera-site/language-meta.php';
require_once __DIR__ . '/lumera-site/migrate.php';
require_once __DIR__ . '/lumera-site/languages.php';
require_once __DIR__ . '/lumera-site/translation-groups.php';
require_once __DIR__ . '/lumera-site/translations.php';
require_once __DIR__ . '/lumera-site/translations-wpml.php';
require_once __DIR__ . '/lumera-site/rest-checks.php';
require_once __DIR__ . '/lumera-site/delete.php';
require_once __DIR__ . '/lumera-site/polylang.php';
require_once __DIR__ . '/lumera-site/class-lumera-site-changes.php';
require_once __DIR__ . '/lumera-site/notify.php';
require_once __DIR__ . '/lumera-site/notify-retry.php';
require_once __DIR__ . '/lumera-site/changes.php';
require_once __DIR__ . '/lumera-site/changes-direct.php';
require_once __DIR__ . '/lumera-site/preview-signing.php';
require_once __DIR__ . '/lumera-site/preview.php';
require_once __DIR__ . '/lumera-site/preview-route.php';
require_once __DIR__ . '/lumera-site/front-end.php';
require_once __DIR__ . '/lumera-site/plain-text.php';
require_once __DIR__ . '/lumera-site/admin.php';
require_once __DIR__ . '/lumera-site/page-fields.php';
require_once __DIR__ . '/lumera-site/page-meta.php';
require_once __DIR__ . '/lumera-site/reserved-slugs.php';
require_once __DIR__ . '/lumera-site/notices.php';
require_once __DIR__ . '/lumera-site/blocks.php';
require_once __DIR__ . '/lumera-site/products.php';
require_once __DIR__ . '/lumera-site/script-translations.php';
require_once __DIR__ . '/lumera-site/site-health.php';
require_once __DIR__ . '/lumera-site/activation.php';

register_activation_hook( __FILE__, 'lumera_activate' );
register_deactivation_hook( __FILE__, 'lumera_deactivate' );
