<?php
// Switches the companion plugin (wordpress/quota-content) on or off in the WordPress of
// scripts/wordpress-server.sh: php plugin.php activate|deactivate|uninstall, with WP_CONFIG_NAME set.
// The suites against a real WordPress use it to test the site with and without the plugin.
$_SERVER['WORDPRESS_CONFIG'] = getenv('WP_CONFIG_NAME');
$_SERVER['HTTP_HOST'] = '127.0.0.1';
$_SERVER['REQUEST_URI'] = '/';
require '/usr/share/wordpress/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

$plugin = 'quota-content/quota-content.php';
$action = $argv[1] ?? '';
if ($action === 'activate') {
    $result = activate_plugin($plugin);
    if (is_wp_error($result)) {
        fwrite(STDERR, 'Activating the plugin failed: ' . $result->get_error_message() . "\n");
        exit(1);
    }
    // No flush here: the plugin's activation hook adds the sections' addresses, as on a fresh install.
} elseif ($action === 'deactivate') {
    deactivate_plugins($plugin);
} elseif ($action === 'uninstall') {
    // What Plugins → Delete runs before it removes the files (which here are the repository's: kept).
    deactivate_plugins($plugin);
    uninstall_plugin($plugin);
} else {
    fwrite(STDERR, "Usage: php plugin.php activate|deactivate|uninstall\n");
    exit(2);
}
echo "$action: ok\n";
