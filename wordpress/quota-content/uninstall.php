<?php
/**
 * Deleting the plugin (Plugins → Delete) removes what it stored: its options (the site's address,
 * the shared secret, the fixed pages, the current issue…) and its post meta (the section fields
 * and their indexes), and the change notices still queued. Deactivating keeps all of it.
 */
if (!defined('WP_UNINSTALL_PLUGIN')) {
    exit;
}

defined('QUOTA_CONTENT_DIR') || define('QUOTA_CONTENT_DIR', __DIR__);

require_once __DIR__ . '/includes/sections.php';
require_once __DIR__ . '/includes/field-catalogue.php';
require_once __DIR__ . '/includes/endpoints.php';
require_once __DIR__ . '/includes/lifecycle.php';
require_once __DIR__ . '/includes/notify.php';

foreach (quota_option_names() as $option) {
    delete_option($option);
}
foreach (quota_meta_keys() as $key) {
    delete_post_meta_by_key($key);
}
// Notices still waiting for a retry: no site to send them to any more.
wp_unschedule_hook(QUOTA_NOTICE_HOOK);
