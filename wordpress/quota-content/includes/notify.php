<?php
/**
 * Tells the site what changed, so its caches drop the pages made from it within seconds:
 * POST <site>/api/content/changed, signed with the shared secret (X-Quota-Signature:
 * t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">). Sent once the editor has the response,
 * so a slow site never holds up a save; one the site does not take (down, slow, failing) stays in
 * WP-Cron's queue and is tried again after 10 s, 30 s, 90 s… (8 tries, about 9 hours in all).
 */
const QUOTA_NOTICE_HOOK = 'quota_send_notice';
const QUOTA_NOTICE_TRIES = 8;

function quota_notify(string $type, int $id, string $action, string $slug = ''): void {
    if (get_option('quota_site_url', '') === '' || get_option('quota_webhook_secret', '') === '') {
        return;
    }
    $body = wp_json_encode(array_filter(array('type' => $type, 'id' => $id, 'action' => $action, 'slug' => $slug), function ($value) {
        return $value !== '';
    }));
    // Queued first, so a request that dies before its end still leaves the notice to WP-Cron.
    // The same notice already queued (within 10 minutes) is kept once.
    wp_schedule_single_event(time() + quota_notice_delay(1), QUOTA_NOTICE_HOOK, array($body, 1));
    quota_request_notices($body);
}

/** Seconds before try number $try (counting from 0, the one after the response): 10, 30, 90… */
function quota_notice_delay(int $try): int {
    return 10 * 3 ** ($try - 1);
}

/** This request's notices (adding one when given), sent when it has answered. */
function quota_request_notices(?string $body = null): array {
    static $notices = array();
    if ($body !== null && !in_array($body, $notices, true)) {
        if (!$notices) {
            add_action('shutdown', 'quota_send_request_notices');
        }
        $notices[] = $body;
    }
    return $notices;
}

function quota_send_request_notices(): void {
    if (function_exists('fastcgi_finish_request')) {
        fastcgi_finish_request();
    }
    foreach (quota_request_notices() as $body) {
        if (quota_post_notice($body)) {
            wp_unschedule_event((int) wp_next_scheduled(QUOTA_NOTICE_HOOK, array($body, 1)), QUOTA_NOTICE_HOOK, array($body, 1));
        }
    }
}

/** WP-Cron's try number $try of a notice the site did not take; a failure queues the next. */
function quota_retry_notice(string $body, int $try): void {
    if (!quota_post_notice($body) && $try + 1 < QUOTA_NOTICE_TRIES) {
        wp_schedule_single_event(time() + quota_notice_delay($try + 1), QUOTA_NOTICE_HOOK, array($body, $try + 1));
    }
}

/** One signed POST; true when the site took it (204). */
function quota_post_notice(string $body): bool {
    $site = rtrim((string) get_option('quota_site_url', ''), '/');
    $secret = (string) get_option('quota_webhook_secret', '');
    if ($site === '' || $secret === '') {
        return true;
    }
    $time = (string) time();
    $response = wp_remote_post("$site/api/content/changed", array(
        'headers' => array('Content-Type' => 'application/json', 'X-Quota-Signature' => "t=$time,v1=" . hash_hmac('sha256', "$time.$body", $secret)),
        'body' => $body,
        'timeout' => 3,
    ));
    if (!is_wp_error($response) && wp_remote_retrieve_response_code($response) === 204) {
        return true;
    }
    error_log("quota-content: the site did not take the change $body: " . (is_wp_error($response) ? $response->get_error_message() : wp_remote_retrieve_response_code($response)));
    return false;
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
    add_action(QUOTA_NOTICE_HOOK, 'quota_retry_notice', 10, 2);
    foreach (array('wp_update_nav_menu', 'wp_delete_nav_menu') as $hook) {
        add_action($hook, function ($menu_id) {
            quota_notify('menu', (int) $menu_id, 'update');
        });
    }
    // Another theme has other menu locations, so another header and footer.
    add_action('switch_theme', function () {
        quota_notify('menu', 0, 'update');
    });
    foreach (array('edited_term', 'delete_term') as $hook) {
        add_action($hook, function ($term_id, $tt_id, $taxonomy) use ($hook) {
            quota_notify('term', (int) $term_id, $hook === 'delete_term' ? 'delete' : 'update');
        }, 10, 3);
    }
}
