<?php
/**
 * Tells the site what changed, so its caches drop the pages made from it within seconds:
 * POST <site>/api/content/changed, signed with the shared secret (X-Quota-Signature:
 * t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">). Sent after the response, never
 * blocking the editor; a site that does not answer is logged, not retried.
 */
function quota_notify(string $type, int $id, string $action, string $slug = ''): void {
    $site = rtrim((string) get_option('quota_site_url', ''), '/');
    $secret = (string) get_option('quota_webhook_secret', '');
    if ($site === '' || $secret === '') {
        return;
    }
    $body = wp_json_encode(array_filter(array('type' => $type, 'id' => $id, 'action' => $action, 'slug' => $slug), function ($value) {
        return $value !== '';
    }));
    $time = (string) time();
    $response = wp_remote_post("$site/api/content/changed", array(
        'headers' => array('Content-Type' => 'application/json', 'X-Quota-Signature' => "t=$time,v1=" . hash_hmac('sha256', "$time.$body", $secret)),
        'body' => $body,
        'timeout' => 3,
    ));
    if (is_wp_error($response) || wp_remote_retrieve_response_code($response) !== 204) {
        error_log('quota-content: the site did not take the change of ' . "$type $id: " . (is_wp_error($response) ? $response->get_error_message() : wp_remote_retrieve_response_code($response)));
    }
}

function quota_notify_site(array $what): void {
    foreach ($what as $type) {
        quota_notify($type, 0, 'update');
    }
}

/** Published, updated, unpublished or deleted content of a type the site shows. */
function quota_on_post_change(string $new_status, string $old_status, WP_Post $post): void {
    if (wp_is_post_revision($post) || wp_is_post_autosave($post)) {
        return;
    }
    if ($new_status !== 'publish' && $old_status !== 'publish') {
        return;
    }
    $action = $new_status === 'publish' ? ($old_status === 'publish' ? 'update' : 'publish') : 'delete';
    if (quota_is_menu_post($post)) {
        quota_notify('menu', $post->ID, 'update');
        return;
    }
    quota_notify($post->post_type, $post->ID, $action, $post->post_name);
}

/** A menu's item (Appearance → Menus, or the REST API's menu-items) or a block theme's Navigation menu: the site's header or footer. */
function quota_is_menu_post(WP_Post $post): bool {
    return in_array($post->post_type, array('nav_menu_item', 'wp_navigation'), true);
}

function quota_register_notifications(): void {
    add_action('transition_post_status', 'quota_on_post_change', 10, 3);
    // Deleting a menu item or a Navigation menu outright changes no status.
    add_action('deleted_post', function (int $post_id, WP_Post $post) {
        if (quota_is_menu_post($post)) {
            quota_notify('menu', $post_id, 'update');
        }
    }, 10, 2);
    add_action('wp_update_nav_menu', function (int $menu_id) {
        quota_notify('menu', $menu_id, 'update');
    });
    foreach (array('edited_term', 'delete_term') as $hook) {
        add_action($hook, function ($term_id, $tt_id, $taxonomy) use ($hook) {
            quota_notify('term', (int) $term_id, $hook === 'delete_term' ? 'delete' : 'update');
        }, 10, 3);
    }
}
