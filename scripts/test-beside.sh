#!/usr/bin/env bash
# Runs a command beside another: `test-beside.sh "<command>" <main command...>`. The first runs in
# the background with its output kept aside and printed whole once both have ended, so the log
# reads as one run after the other; either failing fails the whole.
set -uo pipefail
beside=$1
shift
log=$(mktemp)
trap 'rm -f "$log"' EXIT
bash -c "$beside" >"$log" 2>&1 &
pid=$!
"$@"
main=$?
wait "$pid"
other=$?
echo "── ${beside} (run beside the above) ──"
cat "$log"
if [ "$other" -ne 0 ]; then echo "${beside} failed (exit ${other})" >&2; fi
exit $((main != 0 ? main : other))
