<?php
/**
 * Previews on the site. WordPress's Preview button (for a new draft or unsaved changes to a
 * published post or page) opens the site's /preview with a signed, short-lived token instead of
 * WordPress's own forms (`?p=6&preview=true`, `?page_id=9&preview=true`, `?preview_id=…&preview_nonce=…`),
 * which only work on WordPress's host with its login cookie; a visit to one of those forms is sent
 * on to the site too (redirects.php). Posts, pages and every section's type can be previewed. The
 * site fetches the draft from `quota/v1/preview/<id>?token=…`; the token alone lets it read that
 * one post, for an hour.
 */
const QUOTA_PREVIEW_SECONDS = 3600;

function quota_preview_token(int $post_id, int $expires): string {
    $secret = (string) get_option('quota_webhook_secret', '');
    return $expires . '.' . hash_hmac('sha256', "preview:$post_id:$expires", $secret);
}

function quota_preview_token_valid(int $post_id, string $token): bool {
    $secret = (string) get_option('quota_webhook_secret', '');
    [$expires] = explode('.', $token, 2) + array('');
    return $secret !== '' && ctype_digit($expires) && (int) $expires >= time() && hash_equals(quota_preview_token($post_id, (int) $expires), $token);
}

function quota_previewable(WP_Post $post): bool {
    return in_array($post->post_type, array_merge(array('post', 'page'), array_keys(quota_sections())), true);
}

/** The site's signed preview address of a post; '' when the site's address or the secret is not set. */
function quota_site_preview_url(WP_Post $post): string {
    $site = rtrim((string) get_option('quota_site_url', ''), '/');
    if ($site === '' || get_option('quota_webhook_secret', '') === '' || !quota_previewable($post)) {
        return '';
    }
    $query = http_build_query(array('type' => $post->post_type, 'id' => $post->ID, 'token' => quota_preview_token($post->ID, time() + QUOTA_PREVIEW_SECONDS)));
    return "$site/preview?$query";
}

/** Every form WordPress builds a preview link in ends here: the site's address, the post and its token. */
function quota_preview_link(string $link, WP_Post $post): string {
    return quota_site_preview_url($post) ?: $link;
}

function quota_register_preview_route(): void {
    register_rest_route('quota/v1', '/preview/(?P<id>\d+)', array(
        'methods' => 'GET',
        'callback' => 'quota_preview',
        'permission_callback' => function (WP_REST_Request $request) {
            return quota_preview_token_valid((int) $request['id'], (string) $request->get_param('token'))
                ? true
                : new WP_Error('rest_forbidden', 'The preview link has expired or is not valid.', array('status' => 401));
        },
        'args' => array('token' => array('type' => 'string', 'required' => true)),
    ));
}

/**
 * The post as its REST route would answer it once published, with its newest unsaved changes (the
 * autosave) when there are some, with what it links to embedded (its image, its topics) as
 * `_embed` gives them. A draft has no publication date yet: it is given now.
 */
function quota_preview(WP_REST_Request $request) {
    $post = get_post((int) $request['id']);
    if (!$post || !quota_previewable($post) || $post->post_status === 'trash') {
        return new WP_Error('rest_post_invalid_id', 'Invalid post ID.', array('status' => 404));
    }
    $controller = new WP_REST_Posts_Controller($post->post_type);
    $inner = new WP_REST_Request('GET');
    $inner->set_param('context', 'view');
    // A draft's topics and image are not public yet: they are embedded as its author reads them,
    // which the token (issued to someone who may edit the post) allows for this one post.
    $reader = get_current_user_id();
    wp_set_current_user((int) $post->post_author);
    try {
        $data = rest_get_server()->response_to_data($controller->prepare_item_for_response($post, $inner), true);
    } finally {
        wp_set_current_user($reader);
    }
    $autosave = wp_get_post_autosave($post->ID);
    if ($autosave && strtotime($autosave->post_modified_gmt) >= strtotime($post->post_modified_gmt)) {
        $data['title']['rendered'] = get_the_title($autosave);
        $data['content']['rendered'] = quota_site_links_in(apply_filters('the_content', $autosave->post_content));
        $data['excerpt']['rendered'] = apply_filters('the_excerpt', $autosave->post_excerpt);
    }
    if (empty($data['date_gmt'])) {
        $data['date_gmt'] = gmdate('Y-m-d\TH:i:s');
    }
    $data['status'] = $post->post_status;
    return new WP_REST_Response($data, 200, array('Cache-Control' => 'private, no-store'));
}
