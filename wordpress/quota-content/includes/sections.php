<?php
/**
 * The sections the site shows, with what each needs: its REST base (the same as the site's
 * client asks for), its words and icon in wp-admin, and whether topics (categories) file it.
 * Their fields are in fields.json (field-catalogue.php).
 */
function quota_sections(): array {
    return array(
        'webinars' => array('singular' => __('Webinar', 'quota-content'), 'plural' => __('Webinars', 'quota-content'), 'icon' => 'dashicons-video-alt2', 'topics' => true),
        'issues' => array('singular' => __('Magazine issue', 'quota-content'), 'plural' => __('Magazine issues', 'quota-content'), 'icon' => 'dashicons-book-alt', 'topics' => false),
        'videos' => array('singular' => __('Video', 'quota-content'), 'plural' => __('Videos', 'quota-content'), 'icon' => 'dashicons-format-video', 'topics' => true),
        'events' => array('singular' => __('Event', 'quota-content'), 'plural' => __('Events', 'quota-content'), 'icon' => 'dashicons-calendar-alt', 'topics' => false),
        'lists' => array('singular' => __('List edition', 'quota-content'), 'plural' => __('Lists and awards', 'quota-content'), 'icon' => 'dashicons-awards', 'topics' => false),
        'resources' => array('singular' => __('Resource', 'quota-content'), 'plural' => __('Resources', 'quota-content'), 'icon' => 'dashicons-media-document', 'topics' => true),
    );
}

/** A value queries sort or filter by that is not a field's own: `start` is the start date and time, `sponsor` the sponsor's short name. */
function quota_index_value(string $index, array $acf): string {
    if ($index === 'start') {
        return trim(($acf['start_date'] ?? '') . ' ' . ($acf['start_time'] ?? ''));
    }
    return is_array($acf['sponsor'] ?? null) ? (($acf['sponsor']['slug'] ?? '') ?: sanitize_title($acf['sponsor']['name'] ?? '')) : '';
}
