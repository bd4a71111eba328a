# Sourced by the extraction benchmarks: `parse_vs_extract BINARY RUNS FOLDER...` runs
# `extract-bench parse` and `extract-bench extract` on the folders alternately for RUNS rounds and
# sets `files` (Swift files parsed), `best_parse` and `best_extract` (the best times: noise on a
# shared machine only ever adds time).

best() {  # the smaller of two times, either may be empty
    if [ -z "$1" ] || awk -v a="$2" -v b="$1" 'BEGIN { exit !(a < b) }'; then echo "$2"; else echo "$1"; fi
}

parse_vs_extract() {
    local binary="$1" runs="$2" parse_time extract_time
    shift 2
    best_parse="" best_extract="" files=""
    for _ in $(seq "$runs"); do
        read -r _ files parse_time < <("$binary" parse "$@")
        read -r _ _ extract_time < <("$binary" extract "$@")
        best_parse=$(best "$best_parse" "$parse_time")
        best_extract=$(best "$best_extract" "$extract_time")
    done
}
