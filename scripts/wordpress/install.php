<?php
// Installs WordPress into its empty database (Debian has no wp-cli): what wp-admin/install.php does.
// Run by scripts/wordpress-server.sh with WP_URL and WP_ADMIN_PASSWORD in the environment.
// Does nothing when WordPress is installed already.

// Debian's wp-config.php reads /etc/wordpress/config-$WORDPRESS_CONFIG.php (this instance's).
$_SERVER['WORDPRESS_CONFIG'] = getenv('WP_CONFIG_NAME');
$_SERVER['HTTP_HOST'] = '127.0.0.1';
$_SERVER['REQUEST_URI'] = '/';
define('WP_INSTALLING', true);
require '/usr/share/wordpress/wp-load.php';

// Pluggable: the machine sends no mail, so the "your new site" mail is not attempted.
function wp_new_blog_notification($blog_title, $blog_url, $user_id, $password) {}

require_once ABSPATH . 'wp-admin/includes/upgrade.php';

if (is_blog_installed()) {
    exit(0);
}
$result = wp_install('Quota WordPress', 'admin', 'admin@example.com', true, '', getenv('WP_ADMIN_PASSWORD'));
if (is_wp_error($result)) {
    fwrite(STDERR, 'wp_install failed: ' . $result->get_error_message() . "\n");
    exit(1);
}
fwrite(STDERR, 'Installed WordPress ' . get_bloginfo('version') . ' at ' . getenv('WP_URL') . "\n");
