<?php
/** The sections as post types (REST base = name), videos' own categories, and topics on the sections that have them. */
function quota_register_post_types(): void {
    foreach (quota_sections() as $type => $section) {
        register_post_type($type, array(
            'labels' => array('name' => $section['plural'], 'singular_name' => $section['singular']),
            'public' => true,
            'show_in_rest' => true,
            'rest_base' => $type,
            'has_archive' => false,
            'rewrite' => array('slug' => $type),
            'menu_icon' => 'dashicons-media-document',
            'supports' => array('title', 'editor', 'excerpt', 'thumbnail', 'author', 'revisions', 'custom-fields'),
            'taxonomies' => $section['topics'] ? array('category') : array(),
        ));
        if ($section['topics']) {
            register_taxonomy_for_object_type('category', $type);
        }
    }
    register_taxonomy('video_categories', array('videos'), array(
        'labels' => array('name' => 'Video categories', 'singular_name' => 'Video category'),
        'public' => true,
        'hierarchical' => true,
        'show_in_rest' => true,
        'rest_base' => 'video_categories',
        'rewrite' => array('slug' => 'video-category'),
    ));
}
