<?php
/**
 * The query parameters the site sends, declared on each section's collection (so WordPress
 * validates them and discovery lists them) and turned into WP_Query meta conditions on the fields'
 * meta (`quota_<field>`, or an index `_quota_<name>` fields.php keeps). Dates are compared with
 * today in the site's time zone (Settings → General).
 */
function quota_query_params(): array {
    return array(
        'webinars' => array('filters' => array('upcoming' => 'upcoming:start_date'), 'orderby' => array('start_date' => '_start')),
        'issues' => array('filters' => array('special' => 'flag:special'), 'orderby' => array('issue_date' => 'issue_date')),
        'videos' => array('filters' => array('youtube_id' => 'list:youtube_id', 'series' => 'text:series'), 'orderby' => array()),
        'events' => array('filters' => array('upcoming' => 'upcoming:end_date', 'format' => 'list:format', 'event_type' => 'list:event_type'), 'orderby' => array('start_date' => '_start')),
        'lists' => array('filters' => array('family' => 'list:family', 'year' => 'list:year', 'kind' => 'list:kind', 'company' => 'contains:entries,winners'), 'orderby' => array('year' => 'year', 'family' => 'family')),
        'resources' => array('filters' => array('asset_type' => 'list:asset_type', 'sponsor' => 'list:_sponsor_slug'), 'orderby' => array()),
    );
}

function quota_register_queries(): void {
    foreach (quota_query_params() as $type => $spec) {
        add_filter("rest_{$type}_collection_params", function ($params) use ($spec) {
            foreach ($spec['filters'] as $name => $rule) {
                [$kind] = explode(':', $rule);
                $params[$name] = in_array($kind, array('upcoming', 'flag'), true)
                    ? array('description' => "Filter by $name (1 or 0).", 'type' => 'boolean')
                    : array('description' => "Filter by $name" . ($kind === 'list' ? ' (comma-separated values, any of them).' : '.'), 'type' => 'string');
            }
            if ($spec['orderby']) {
                $params['orderby']['enum'] = array_values(array_unique(array_merge($params['orderby']['enum'] ?? array(), array_keys($spec['orderby']))));
            }
            return $params;
        });
        add_filter("rest_{$type}_query", function ($args, $request) use ($spec) {
            return quota_query_args($args, $request, $spec);
        }, 10, 2);
    }
}

function quota_query_args(array $args, WP_REST_Request $request, array $spec): array {
    $conditions = array();
    foreach ($spec['filters'] as $name => $rule) {
        $value = $request->get_param($name);
        if ($value === null || $value === '') {
            continue;
        }
        [$kind, $field] = explode(':', $rule);
        if ($kind === 'upcoming') {
            $conditions[] = array('key' => quota_query_key($field), 'value' => wp_date('Y-m-d'), 'compare' => rest_sanitize_boolean($value) ? '>=' : '<', 'type' => 'DATE');
        } elseif ($kind === 'flag') {
            // A flag that is off is stored as no meta.
            $conditions[] = rest_sanitize_boolean($value) ? array('key' => quota_query_key($field), 'value' => '1') : array('key' => quota_query_key($field), 'compare' => 'NOT EXISTS');
        } elseif ($kind === 'list') {
            $conditions[] = array('key' => quota_query_key($field), 'value' => array_map('trim', explode(',', (string) $value)), 'compare' => 'IN');
        } elseif ($kind === 'contains') {
            $conditions[] = array_merge(array('relation' => 'OR'), array_map(function ($key) use ($value) {
                return array('key' => quota_query_key($key), 'value' => (string) $value, 'compare' => 'LIKE');
            }, explode(',', $field)));
        } else {
            $conditions[] = array('key' => quota_query_key($field), 'value' => (string) $value);
        }
    }
    if ($conditions) {
        $args['meta_query'] = array_merge(array('relation' => 'AND'), $args['meta_query'] ?? array(), $conditions);
    }
    $orderby = $request->get_param('orderby');
    if ($orderby && isset($spec['orderby'][$orderby])) {
        $args['meta_key'] = quota_query_key($spec['orderby'][$orderby]);
        $args['orderby'] = $orderby === 'year' ? 'meta_value_num' : 'meta_value';
    }
    return $args;
}

/** The meta a rule's field names: a field's own (`quota_<field>`), or an index (`_start` → `_quota_start`). */
function quota_query_key(string $field): string {
    return str_starts_with($field, '_') ? '_quota' . $field : "quota_$field";
}
