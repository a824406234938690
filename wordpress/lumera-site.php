<?php
/**
 * Plugin Name: Lumera site
 * Description: Publishes customer stories and articles to the Lumera website: the story post type and its fields, languages and translations in the REST API, change notifications to the site, and previews on the site.
 * Version: 1.0.0
 * Requires at least: 6.1
 * Requires PHP: 7.4
 * Author: Lumera Vetrine Refrigerate S.r.l.
 * License: GPL-2.0-or-later
 * License URI: https://www.gnu.org/licenses/gpl-2.0.html
 *
 * Installation: copy everything in this folder into wp-content/mu-plugins/ (this loader and the
 * lumera-site folder beside it), then add to wp-config.php:
 *
 *   define( 'LUMERA_SITE_URL', 'https://www.lumera-vetrine.it' );   // the site's public origin
 *   define( 'LUMERA_WEBHOOK_SECRET', '...' );                        // = WORDPRESS_WEBHOOK_SECRET of the site
 *
 * WordPress loads only the PHP files at the top of mu-plugins/: this one loads the rest.
 */

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/lumera-site/config.php';
require_once __DIR__ . '/lumera-site/post-types.php';
require_once __DIR__ . '/lumera-site/languages.php';
require_once __DIR__ . '/lumera-site/notify.php';
require_once __DIR__ . '/lumera-site/preview.php';
