<?php
/**
 * Checking a section field's value, whichever way it comes: the editing screen's form (strings),
 * the REST API (JSON), WP-CLI or an importer (update_post_meta). A value is cleaned into the
 * shape the site reads; one that is wrong gets a message, keyed by its path ("presenter.name",
 * "panelists.1.name"), and its empty value. Links are only http(s), mailto: or the site's paths,
 * never `javascript:` or `data:`: they reach the site's pages and JSON-LD.
 */
function quota_empty_value(array $field) {
    switch ($field['kind']) {
        case 'checkbox':
            return false;
        case 'number':
        case 'group':
            return null;
        case 'rows':
        case 'people':
        case 'choices':
            return array();
        default:
            return '';
    }
}

function quota_is_empty_value($value): bool {
    return $value === null || $value === '' || $value === array();
}

function quota_clean_field(array $field, $value, string $path, array &$errors) {
    $fail = function (string $message) use ($field, $path, &$errors) {
        /* translators: 1: a field's label, 2: what is wrong with its value. */
        $errors[$path] = sprintf(__('%1$s: %2$s', 'quota-content'), $field['label'], $message);
        return quota_empty_value($field);
    };
    if ($value === null) {
        return quota_empty_value($field);
    }
    switch ($field['kind']) {
        case 'checkbox':
            return is_scalar($value) ? rest_sanitize_boolean($value) : $fail(__('yes or no', 'quota-content'));
        case 'number':
            if (is_string($value)) {
                $value = trim($value);
                if ($value === '') {
                    return null;
                }
                $value = preg_match('/^-?\d{1,9}$/', $value) ? (int) $value : $value;
            }
            if (is_float($value) && floor($value) === $value) {
                $value = (int) $value;
            }
            return is_int($value) && abs($value) <= QUOTA_LARGEST_NUMBER ? $value : $fail(__('a whole number', 'quota-content'));
        case 'people':
            return quota_clean_people($value, $fail);
        case 'choices':
            $choices = is_string($value) ? explode(',', $value) : $value;
            if (!is_array($choices) || count($choices) > QUOTA_MOST_ROWS || array_filter($choices, fn ($choice) => !is_scalar($choice))) {
                return $fail(__('a list of options', 'quota-content'));
            }
            return array_values(array_filter(array_map(fn ($choice) => trim((string) $choice), $choices), 'strlen'));
        case 'group':
            if (!is_array($value)) {
                return $fail(__('a set of values', 'quota-content'));
            }
            $group = quota_clean_parts($field['parts'], $value, $path, $errors);
            return array_filter($group, fn ($part) => !quota_is_empty_value($part) && $part !== false) ? $group : null;
        case 'rows':
            if (!is_array($value) || count($value) > QUOTA_MOST_ROWS) {
                /* translators: %d: the most rows a field may have. */
                return $fail(sprintf(__('a list of at most %d rows', 'quota-content'), QUOTA_MOST_ROWS));
            }
            $rows = array();
            foreach (array_values($value) as $i => $row) {
                $rows[] = is_array($row) ? quota_clean_parts($field['columns'], $row, "$path.$i", $errors) : $fail(__('each row a set of values', 'quota-content'));
            }
            return $rows;
    }
    return quota_clean_text($field, $value, $fail);
}

/** The parts of a group or the cells of a row; a required one may not be empty once the group or row has anything. */
function quota_clean_parts(array $parts, array $values, string $path, array &$errors): array {
    $clean = array();
    foreach ($parts as $part) {
        $clean[$part['name']] = quota_clean_field($part, $values[$part['name']] ?? null, "$path.{$part['name']}", $errors);
        if (!empty($part['required']) && quota_is_empty_value($clean[$part['name']]) && !isset($errors["$path.{$part['name']}"])) {
            /* translators: %s: a field's label. */
            $errors["$path.{$part['name']}"] = sprintf(__('%s: required', 'quota-content'), $part['label']);
        }
    }
    return $clean;
}

/** Speakers as a list, or typed as "Name | Job title | Company; …". */
function quota_clean_people($value, callable $fail): array {
    if (is_string($value)) {
        $value = array_map(function ($entry) {
            return array_combine(array('name', 'title', 'company'), array_pad(array_slice(array_map('trim', explode('|', $entry)), 0, 3), 3, ''));
        }, explode(';', $value));
    }
    if (!is_array($value) || count($value) > QUOTA_MOST_ROWS) {
        return $fail(__('a list of people', 'quota-content'));
    }
    $people = array();
    foreach ($value as $person) {
        if (!is_array($person) || array_filter($person, fn ($part) => !is_scalar($part))) {
            return $fail(__('a list of people', 'quota-content'));
        }
        $person = array_map(fn ($part) => mb_substr(trim((string) $part), 0, 150), array_merge(array('name' => '', 'title' => '', 'company' => ''), array_intersect_key($person, array_flip(array('name', 'title', 'company')))));
        if ($person['name'] !== '') {
            $people[] = $person;
        }
    }
    return $people;
}

function quota_clean_text(array $field, $value, callable $fail): string {
    if (!is_string($value) && !is_int($value) && !is_float($value)) {
        return $fail(__('text', 'quota-content'));
    }
    $text = trim((string) $value);
    if ($text === '') {
        return '';
    }
    if (str_contains($text, "\0") || !mb_check_encoding($text, 'UTF-8')) {
        return $fail(__('text without control characters', 'quota-content'));
    }
    $longest = $field['kind'] === 'textarea' ? 20000 : 500;
    if (mb_strlen($text) > $longest) {
        /* translators: %d: the most characters a field takes. */
        return $fail(sprintf(__('at most %d characters', 'quota-content'), $longest));
    }
    $pattern = quota_field_pattern($field);
    if ($pattern && !rest_validate_json_schema_pattern($pattern, $text)) {
        return $fail(quota_pattern_message($field));
    }
    switch ($field['kind']) {
        case 'date':
            [$year, $month, $day] = array_map('intval', explode('-', $text));
            return checkdate($month, $day, $year) ? $text : $fail(__('a date that exists', 'quota-content'));
        case 'select':
            /* translators: %s: the values a field takes, separated by commas. */
            return in_array($text, $field['options'], true) ? $text : $fail(sprintf(__('one of %s', 'quota-content'), implode(', ', $field['options'])));
        case 'time_zone':
            return in_array($text, timezone_identifiers_list(), true) || $text === 'UTC' ? $text : $fail(__('a time zone such as America/New_York', 'quota-content'));
        case 'textarea':
            // Read as HTML by the site (a list's methodology): what an author may not post is taken out.
            return current_user_can('unfiltered_html') ? $text : wp_kses_post($text);
    }
    return $text;
}

function quota_pattern_message(array $field): string {
    switch ($field['kind']) {
        case 'address':
        case 'file':
            return __('an address starting with https://, mailto: or /', 'quota-content');
        case 'date':
            return __('a date, YYYY-MM-DD', 'quota-content');
        case 'time':
            return __('a time, HH:MM', 'quota-content');
    }
    return $field['pattern_message'] ?? __('not in the expected form', 'quota-content');
}

/**
 * What only several fields together say is wrong, over a section's values after a change: a
 * webinar or event ends after it starts; a registration form (a webinar's, an event's) has a field named email
 * (where the confirmation goes), each field its own name, each select its options.
 */
function quota_check_together(string $type, array $fields, array &$errors): void {
    $labels = array_column(quota_section_fields($type), 'label', 'name');
    $say = function (string $name, string $message) use ($labels, &$errors) {
        $errors[$name] = sprintf(__('%1$s: %2$s', 'quota-content'), $labels[$name] ?? $name, $message);
    };
    if (in_array($type, array('webinars', 'events'), true)) {
        $start = (string) ($fields['start_time'] ?? '');
        $end = (string) ($fields['end_time'] ?? '');
        if ($start !== '' && $end !== '' && $end <= $start) {
            $say('end_time', __('after it starts', 'quota-content'));
        }
        $first = (string) ($fields['start_date'] ?? '');
        $last = (string) ($fields['end_date'] ?? '');
        if ($type === 'events' && $first !== '' && $last !== '' && $last < $first) {
            $say('end_date', __('not before the first day', 'quota-content'));
        }
    }
    $form = in_array($type, array('webinars', 'events'), true) && is_array($fields['registration_form'] ?? null) ? $fields['registration_form'] : array();
    if ($form) {
        $names = array_column($form, 'name');
        if (!in_array('email', $names, true)) {
            $say('registration_form', __('it needs a field named email (where the confirmation goes)', 'quota-content'));
        } elseif (count(array_unique($names)) !== count($names)) {
            $say('registration_form', __('each field needs its own name', 'quota-content'));
        }
        foreach ($form as $i => $row) {
            if (($row['type'] ?? '') === 'select' && empty($row['options'])) {
                $errors["registration_form.$i.options"] = __('Options: a select needs its options', 'quota-content');
            }
        }
    }
}
