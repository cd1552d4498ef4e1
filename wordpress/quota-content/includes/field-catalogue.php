<?php
/**
 * The section fields, read from fields.json: the site's own catalogue (lib/section-fields.ts there,
 * written out by `npm run wordpress:fields`), so WordPress stores, checks and shows the fields the
 * site reads under the same names. Each field is a post meta `quota_<name>`; a group is an object,
 * rows are a list of objects.
 */
const QUOTA_LARGEST_NUMBER = 999999999;
/** Rows a field may hold: a ranked list of 500 companies and more fits. */
const QUOTA_MOST_ROWS = 2000;

function quota_field_catalogue(): array {
    static $catalogue = null;
    if ($catalogue === null) {
        $catalogue = json_decode((string) file_get_contents(QUOTA_CONTENT_DIR . '/fields.json'), true);
    }
    return $catalogue;
}

/** A section's fields, in the order its editing screen shows them. */
function quota_section_fields(string $type): array {
    return quota_field_catalogue()['sections'][$type] ?? array();
}

function quota_meta_key(string $field_name): string {
    return "quota_$field_name";
}

/** The JSON Schema of a field's value: what the REST API declares, validates and casts. */
function quota_field_schema(array $field): array {
    $schema = array('description' => $field['label']);
    switch ($field['kind']) {
        case 'checkbox':
            return $schema + array('type' => 'boolean');
        case 'number':
            return $schema + array('type' => 'integer', 'minimum' => -QUOTA_LARGEST_NUMBER, 'maximum' => QUOTA_LARGEST_NUMBER);
        case 'people':
            $person = array('type' => 'object', 'properties' => array_fill_keys(array('name', 'title', 'company'), array('type' => 'string', 'maxLength' => 150)));
            return $schema + array('type' => 'array', 'items' => $person, 'maxItems' => QUOTA_MOST_ROWS);
        case 'choices':
            return $schema + array('type' => 'array', 'items' => array('type' => 'string', 'maxLength' => 500), 'maxItems' => QUOTA_MOST_ROWS);
        case 'group':
            return $schema + array('type' => 'object', 'properties' => quota_parts_schema($field['parts']), 'additionalProperties' => false);
        case 'rows':
            return $schema + array(
                'type' => 'array',
                'maxItems' => QUOTA_MOST_ROWS,
                'items' => array('type' => 'object', 'properties' => quota_parts_schema($field['columns']), 'additionalProperties' => false),
            );
    }
    $schema += array('type' => 'string', 'maxLength' => $field['kind'] === 'textarea' ? 20000 : 500);
    if (isset($field['options'])) {
        // An empty value clears an optional select.
        $schema['enum'] = array_merge(array(''), $field['options']);
    }
    $pattern = quota_field_pattern($field);
    if ($pattern) {
        // Empty is always allowed here: whether a field may be empty is the editing screen's question.
        $schema['pattern'] = "^$|$pattern";
    }
    return $schema;
}

function quota_parts_schema(array $parts): array {
    $properties = array();
    foreach ($parts as $part) {
        $schema = quota_field_schema($part);
        // A number inside a group or a row may be unknown (a list entry's previous rank).
        if ($schema['type'] === 'integer') {
            $schema['type'] = array('integer', 'null');
        }
        $properties[$part['name']] = $schema;
    }
    return $properties;
}

/** What a non-empty text value must match, as a PCRE pattern without delimiters. */
function quota_field_pattern(array $field): ?string {
    switch ($field['kind']) {
        case 'address':
        case 'file':
            return quota_field_catalogue()['web_address'];
        case 'date':
            return '^\d{4}-\d{2}-\d{2}$';
        case 'time':
            return '^([01]\d|2[0-3]):[0-5]\d$';
        default:
            return $field['pattern'] ?? null;
    }
}

/** The zones an editor picks from: WordPress's own (Settings → General) first, the usual ones, and the stored one. */
function quota_time_zone_choices(string $stored = ''): array {
    $zones = array_merge(array(quota_wordpress_time_zone()), quota_field_catalogue()['time_zones'], $stored !== '' ? array($stored) : array());
    return array_values(array_unique(array_filter($zones)));
}

/** WordPress's time zone when it is a named zone (an offset such as +02:00 is not one the site can use). */
function quota_wordpress_time_zone(): string {
    $zone = wp_timezone_string();
    return in_array($zone, timezone_identifiers_list(), true) ? $zone : '';
}
