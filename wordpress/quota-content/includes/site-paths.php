<?php
/**
 * The site's addresses of WordPress's content, as the site builds them (lib/site-paths.ts and
 * lib/section-paths.ts there): the menus link to them and WordPress's own pages redirect to them.
 * Dates are the site's (America/New_York).
 */
function quota_topic_site_path(WP_Term $term): string {
    return "/topics/{$term->term_id}/{$term->slug}";
}

/** A term's page on the site: a topic, a video category, or the search by a tag; null for a taxonomy the site does not show. */
function quota_term_site_path(WP_Term $term): ?string {
    switch ($term->taxonomy) {
        case 'category':
            return quota_topic_site_path($term);
        case 'post_tag':
            return '/search?' . http_build_query(array('tag' => $term->slug));
        case 'video_categories':
            return "/videos/category/{$term->term_id}/{$term->slug}";
        default:
            return null;
    }
}

function quota_post_site_path(WP_Post $post): string {
    if ($post->post_type === 'page') {
        return '/' . get_page_uri($post);
    }
    if ($post->post_type === 'post') {
        $date = get_post_datetime($post, 'date', 'gmt');
        return $date ? '/' . $date->setTimezone(new DateTimeZone('America/New_York'))->format('Y/m/d') . "/{$post->ID}/{$post->post_name}" : '/';
    }
    return quota_section_path($post);
}

/** A section item's address on the site (lib/section-paths.ts there). */
function quota_section_path(WP_Post $post): string {
    $acf = quota_acf_of($post->ID);
    switch ($post->post_type) {
        case 'webinars':
            return "/webinars/{$post->ID}/{$post->post_name}";
        case 'issues':
            return "/magazine/{$post->post_name}";
        case 'videos':
            return '/videos/' . rawurlencode((string) ($acf['youtube_id'] ?? $post->ID)) . "/{$post->post_name}";
        case 'events':
            return "/events#{$post->post_name}";
        case 'lists':
            return '/lists/' . (int) ($acf['year'] ?? 0) . '/' . ($acf['family'] ?? '');
        case 'resources':
            return "/resources/content/{$post->post_name}/" . (quota_index_value('sponsor', $acf) ?: 'editorial');
        default:
            return '/';
    }
}
