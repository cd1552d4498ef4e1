<?php
/**
 * Endpoints the site reads beyond the post types: the options page's fields as Advanced Custom
 * Fields serves them (`acf/v3/options/options/<name>`, only when ACF is absent) and the daily
 * video (`sp/v1/daily_video`). Administrators set the options with a POST to the same address.
 */
const QUOTA_OPTIONS = array('current_issue', 'daily_video', 'ads_txt', 'legacy_articles');

function quota_register_endpoints(): void {
    if (!function_exists('acf')) {
        register_rest_route('acf/v3', '/options/options/(?P<name>[a-z_]+)', array(
            array(
                'methods' => 'GET',
                'callback' => 'quota_get_option',
                'permission_callback' => '__return_true',
                'args' => array('name' => array('enum' => QUOTA_OPTIONS)),
            ),
            array(
                'methods' => 'POST',
                'callback' => 'quota_set_option',
                'permission_callback' => function () {
                    return current_user_can('manage_options');
                },
                'args' => array('name' => array('enum' => QUOTA_OPTIONS)),
            ),
        ));
    }
    register_rest_route('sp/v1', '/daily_video', array(
        'methods' => 'GET',
        'callback' => 'quota_daily_video',
        'permission_callback' => '__return_true',
    ));
}

/** A post-object option answers the post row (false when unset or not published), as ACF does. */
function quota_get_option(WP_REST_Request $request): WP_REST_Response {
    $name = $request['name'];
    $value = get_option("quota_$name", false);
    if (in_array($name, array('current_issue', 'daily_video'), true)) {
        $post = $value ? get_post((int) $value) : null;
        $value = $post && $post->post_status === 'publish' ? $post->to_array() : false;
    }
    return new WP_REST_Response(array($name => $value));
}

function quota_set_option(WP_REST_Request $request) {
    $name = $request['name'];
    $value = $request->get_param('value');
    if (in_array($name, array('current_issue', 'daily_video'), true)) {
        $value = (int) $value;
        $expected = $name === 'current_issue' ? 'issues' : 'videos';
        if ($value && get_post_type($value) !== $expected) {
            return new WP_Error('rest_invalid_param', "value must be the id of one of the $expected.", array('status' => 400));
        }
    }
    update_option("quota_$name", $value, false);
    quota_notify_site(array('options'));
    return quota_get_option($request);
}

/** The daily video's YouTube id: the chosen one, else the newest video. */
function quota_daily_video(): WP_REST_Response {
    $chosen = (int) get_option('quota_daily_video', 0);
    $post = $chosen ? get_post($chosen) : null;
    if (!$post || $post->post_status !== 'publish') {
        $newest = get_posts(array('post_type' => 'videos', 'numberposts' => 1, 'post_status' => 'publish'));
        $post = $newest[0] ?? null;
    }
    return new WP_REST_Response(array('video_id' => $post ? (string) (quota_acf_of($post->ID)['youtube_id'] ?? '') : ''));
}
