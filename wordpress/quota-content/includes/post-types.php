<?php
/** The sections as post types (REST base = name), videos' own categories, and topics on the sections that have them. */
function quota_register_post_types(): void {
    foreach (quota_sections() as $type => $section) {
        register_post_type($type, array(
            'labels' => quota_post_type_labels($section['singular'], $section['plural']),
            'public' => true,
            'show_in_rest' => true,
            'rest_base' => $type,
            'has_archive' => false,
            'rewrite' => array('slug' => $type),
            'menu_icon' => $section['icon'],
            'supports' => array('title', 'editor', 'excerpt', 'thumbnail', 'author', 'revisions', 'custom-fields'),
            'taxonomies' => $section['topics'] ? array('category') : array(),
        ));
        if ($section['topics']) {
            register_taxonomy_for_object_type('category', $type);
        }
    }
    register_taxonomy('video_categories', array('videos'), array(
        'labels' => array('name' => __('Video categories', 'quota-content'), 'singular_name' => __('Video category', 'quota-content')),
        'public' => true,
        'hierarchical' => true,
        'show_in_rest' => true,
        'rest_base' => 'video_categories',
        'rewrite' => array('slug' => 'video-category'),
    ));
}

/** Every label WordPress shows for a post type, in the section's own words rather than "Post". */
function quota_post_type_labels(string $singular, string $plural): array {
    $one = mb_strtolower($singular);
    $many = mb_strtolower($plural);
    return array(
        'name' => $plural,
        'singular_name' => $singular,
        'menu_name' => $plural,
        /* translators: %s: the section's name in the plural, e.g. "Webinars". */
        'all_items' => sprintf(__('All %s', 'quota-content'), $plural),
        'add_new' => __('Add New', 'quota-content'),
        /* translators: %s: the section's name in the singular, e.g. "Webinar". */
        'add_new_item' => sprintf(__('Add New %s', 'quota-content'), $singular),
        /* translators: %s: the section's name in the singular. */
        'edit_item' => sprintf(__('Edit %s', 'quota-content'), $singular),
        /* translators: %s: the section's name in the singular. */
        'new_item' => sprintf(__('New %s', 'quota-content'), $singular),
        /* translators: %s: the section's name in the singular. */
        'view_item' => sprintf(__('View %s', 'quota-content'), $singular),
        /* translators: %s: the section's name in the plural. */
        'view_items' => sprintf(__('View %s', 'quota-content'), $plural),
        /* translators: %s: the section's name in the plural. */
        'search_items' => sprintf(__('Search %s', 'quota-content'), $plural),
        /* translators: %s: the section's name in the plural, in lower case. */
        'not_found' => sprintf(__('No %s found.', 'quota-content'), $many),
        /* translators: %s: the section's name in the plural, in lower case. */
        'not_found_in_trash' => sprintf(__('No %s found in Trash.', 'quota-content'), $many),
        /* translators: %s: the section's name in the singular. */
        'archives' => sprintf(__('%s Archives', 'quota-content'), $singular),
        /* translators: %s: the section's name in the singular. */
        'attributes' => sprintf(__('%s Attributes', 'quota-content'), $singular),
        /* translators: %s: the section's name in the singular, in lower case. */
        'insert_into_item' => sprintf(__('Insert into %s', 'quota-content'), $one),
        /* translators: %s: the section's name in the singular, in lower case. */
        'uploaded_to_this_item' => sprintf(__('Uploaded to this %s', 'quota-content'), $one),
        /* translators: %s: the section's name in the plural, in lower case. */
        'filter_items_list' => sprintf(__('Filter %s list', 'quota-content'), $many),
        /* translators: %s: the section's name in the plural. */
        'items_list_navigation' => sprintf(__('%s list navigation', 'quota-content'), $plural),
        /* translators: %s: the section's name in the plural. */
        'items_list' => sprintf(__('%s list', 'quota-content'), $plural),
        /* translators: %s: the section's name in the singular. */
        'item_published' => sprintf(__('%s published.', 'quota-content'), $singular),
        /* translators: %s: the section's name in the singular. */
        'item_published_privately' => sprintf(__('%s published privately.', 'quota-content'), $singular),
        /* translators: %s: the section's name in the singular. */
        'item_reverted_to_draft' => sprintf(__('%s reverted to draft.', 'quota-content'), $singular),
        /* translators: %s: the section's name in the singular. */
        'item_scheduled' => sprintf(__('%s scheduled.', 'quota-content'), $singular),
        /* translators: %s: the section's name in the singular. */
        'item_updated' => sprintf(__('%s updated.', 'quota-content'), $singular),
        /* translators: %s: the section's name in the singular. */
        'item_link' => sprintf(__('%s Link', 'quota-content'), $singular),
        /* translators: %s: the section's name in the singular, in lower case. */
        'item_link_description' => sprintf(__('A link to a %s.', 'quota-content'), $one),
    );
}
