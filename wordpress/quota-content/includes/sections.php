<?php
/**
 * The sections the site shows, with what each needs: its REST base (the same as the site's
 * client asks for), whether topics (categories) file it, and the fields it can be filtered or
 * ordered by. Each filterable field is copied from the `acf` object into its own meta key
 * (`quota_<field>`) when the post is saved, so WP_Query can filter and sort by it.
 */
function quota_sections(): array {
    return array(
        'webinars' => array('singular' => __('Webinar', 'quota-content'), 'plural' => __('Webinars', 'quota-content'), 'icon' => 'dashicons-video-alt2', 'topics' => true, 'index' => array('start_date', 'start', 'registration_open')),
        'issues' => array('singular' => __('Magazine issue', 'quota-content'), 'plural' => __('Magazine issues', 'quota-content'), 'icon' => 'dashicons-book-alt', 'topics' => false, 'index' => array('issue_date', 'special')),
        'videos' => array('singular' => __('Video', 'quota-content'), 'plural' => __('Videos', 'quota-content'), 'icon' => 'dashicons-format-video', 'topics' => true, 'index' => array('youtube_id', 'series')),
        'events' => array('singular' => __('Event', 'quota-content'), 'plural' => __('Events', 'quota-content'), 'icon' => 'dashicons-calendar-alt', 'topics' => false, 'index' => array('start_date', 'end_date', 'start', 'format', 'event_type')),
        'lists' => array('singular' => __('List edition', 'quota-content'), 'plural' => __('Lists and awards', 'quota-content'), 'icon' => 'dashicons-awards', 'topics' => false, 'index' => array('family', 'year', 'kind')),
        'resources' => array('singular' => __('Resource', 'quota-content'), 'plural' => __('Resources', 'quota-content'), 'icon' => 'dashicons-media-document', 'topics' => true, 'index' => array('asset_type', 'sponsor')),
    );
}

/** The value a filterable field is indexed under: `start` is the start date and time, `sponsor` the sponsor's slug. */
function quota_index_value(string $field, array $acf) {
    switch ($field) {
        case 'start':
            return trim(($acf['start_date'] ?? '') . ' ' . ($acf['start_time'] ?? ''));
        case 'sponsor':
            return is_array($acf['sponsor'] ?? null) ? ($acf['sponsor']['slug'] ?? sanitize_title($acf['sponsor']['name'] ?? '')) : '';
        case 'registration_open':
        case 'special':
            return empty($acf[$field]) ? '0' : '1';
        default:
            $value = $acf[$field] ?? '';
            return is_scalar($value) ? (string) $value : '';
    }
}
