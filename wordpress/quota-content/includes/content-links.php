<?php
/**
 * Links inside content that point at this WordPress become the site's addresses in the REST
 * answers the site reads: a link to a post, page or section item goes where the site shows it,
 * a category, tag or author link to the site's page of it. Files (uploads) and links elsewhere stay
 * as they are.
 */
function quota_site_links_in(string $html): string {
    $home = untrailingslashit(home_url());
    return preg_replace_callback('/href=(["\'])(' . preg_quote($home, '/') . '[^"\']*)\1/i', function ($match) {
        $path = quota_site_path_of_url($match[2]);
        return $path === null ? $match[0] : "href={$match[1]}{$path}{$match[1]}";
    }, $html);
}

function quota_site_path_of_url(string $url): ?string {
    if (str_contains($url, '/wp-content/') || str_contains($url, '/wp-admin') || str_contains($url, '/wp-json')) {
        return null;
    }
    $post_id = url_to_postid($url);
    if ($post_id) {
        $post = get_post($post_id);
        return $post && $post->post_status === 'publish' ? quota_post_site_path($post) : null;
    }
    $path = trim((string) wp_parse_url($url, PHP_URL_PATH), '/');
    $archives = array('category' => 'category', 'tag' => 'post_tag', 'video-category' => 'video_categories');
    if (preg_match('#^(category|tag|video-category)/(?:.+/)?([^/]+)$#', $path, $archive)) {
        $term = get_term_by('slug', $archive[2], $archives[$archive[1]]);
        return $term instanceof WP_Term ? quota_term_site_path($term) : null;
    }
    if (preg_match('#^author/([^/]+)$#', $path, $author)) {
        $user = get_user_by('slug', $author[1]);
        return $user instanceof WP_User ? '/authors/' . rawurlencode($user->user_nicename) : null;
    }
    return $path === '' ? '/' : null;
}

function quota_register_content_links(): void {
    foreach (array_merge(array('post', 'page'), array_keys(quota_sections())) as $type) {
        add_filter("rest_prepare_{$type}", function (WP_REST_Response $response) {
            $data = $response->get_data();
            foreach (array('content', 'excerpt') as $field) {
                if (isset($data[$field]['rendered']) && is_string($data[$field]['rendered'])) {
                    $data[$field]['rendered'] = quota_site_links_in($data[$field]['rendered']);
                }
            }
            $response->set_data($data);
            return $response;
        });
    }
}
