<?php
/**
 * Plugin Name: Quota Content
 * Description: The content types, fields, query parameters and endpoints the Quota site reads from WordPress's REST API: webinars, magazine issues, videos, events, ranked lists and resources; the current issue, the daily video and the two menus.
 * Version: 1.0.0
 * Requires at least: 6.1
 * Requires PHP: 8.2
 * License: MIT
 * Text Domain: quota-content
 * Domain Path: /languages
 */

if (!defined('ABSPATH')) {
    exit;
}

define('QUOTA_CONTENT_DIR', __DIR__);

require_once __DIR__ . '/includes/sections.php';
require_once __DIR__ . '/includes/site-paths.php';
require_once __DIR__ . '/includes/post-types.php';
require_once __DIR__ . '/includes/field-catalogue.php';
require_once __DIR__ . '/includes/field-values.php';
require_once __DIR__ . '/includes/fields.php';
require_once __DIR__ . '/includes/field-migration.php';
require_once __DIR__ . '/includes/meta-box.php';
require_once __DIR__ . '/includes/rows-import.php';
require_once __DIR__ . '/includes/queries.php';
require_once __DIR__ . '/includes/endpoints.php';
require_once __DIR__ . '/includes/menus.php';
require_once __DIR__ . '/includes/navigation-blocks.php';
require_once __DIR__ . '/includes/notify.php';
require_once __DIR__ . '/includes/settings.php';
require_once __DIR__ . '/includes/redirects.php';
require_once __DIR__ . '/includes/previews.php';
require_once __DIR__ . '/includes/content-links.php';
require_once __DIR__ . '/includes/fixed-pages.php';
require_once __DIR__ . '/includes/lifecycle.php';

register_activation_hook(__FILE__, 'quota_activate');
register_deactivation_hook(__FILE__, 'quota_deactivate');

add_action('init', function () {
    // Translations in wp-content/languages/plugins/quota-content-<locale>.mo, or this plugin's languages/.
    load_plugin_textdomain('quota-content', false, dirname(plugin_basename(__FILE__)) . '/languages');
}, 1);
add_action('init', 'quota_register_post_types');
add_action('init', 'quota_register_section_meta');
// Once the fields are registered (so the split values are checked as any write is).
add_action('init', 'quota_migrate_fields', 20);
add_action('add_meta_boxes', 'quota_add_meta_box', 10, 2);
add_action('save_post', 'quota_save_meta_box', 10, 2);
add_filter('redirect_post_location', 'quota_mark_background_save');
add_action('post_edit_form_tag', 'quota_multipart_post_form');
add_action('rest_api_init', 'quota_register_fields');
add_action('rest_api_init', 'quota_register_endpoints');
add_action('rest_api_init', 'quota_register_preview_route');
add_action('rest_api_init', 'quota_register_content_links');
add_action('rest_api_init', 'quota_register_fixed_pages_route');
// The first choice adds the option, later ones update it.
add_action('add_option_quota_fixed_pages', 'quota_on_fixed_pages_change');
add_action('update_option_quota_fixed_pages', 'quota_on_fixed_pages_change');
add_filter('preview_post_link', 'quota_preview_link', 99, 2);
add_action('init', 'quota_register_queries');
add_action('parse_request', 'quota_serve_menu');
// After the theme's own (priority 10): only the locations it lacks are added.
add_action('after_setup_theme', 'quota_register_menu_locations', 20);
add_action('admin_init', 'quota_register_settings');
add_action('rest_api_init', 'quota_register_setting_options');
add_action('admin_menu', 'quota_settings_menu');
quota_register_notifications();
// Before WordPress's own canonical redirect (priority 10), which would send ?p= links to its permalinks first.
add_action('template_redirect', 'quota_redirect_public_pages', 1);
// Before WordPress's own preview nonce check (init, priority 10).
add_action('init', 'quota_redirect_preview_early', 1);
