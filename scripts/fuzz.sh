#!/usr/bin/env bash
# Builds the libFuzzer targets (Sources/MarqueeFuzz) with coverage and AddressSanitizer, then
# fuzzes each one for a while: the parsers of addresses, query strings, forms, searches, catalog
# lines, TMDB and Flickr bodies and mobile numbers. An input that crashes, breaks a checked
# property, hangs or exhausts memory is saved in Fuzz/crashes/ as <target>-crash-<sha1> (or
# -timeout-, -oom-); replay it with a plain build: `swift run MarqueeFuzz <target> <file>`.
# Work must stay linear in the input (issue 26): an input that takes FUZZ_SLOW_SECONDS (3 s) or
# more fails its target too, saved as <target>-slow-unit-<sha1> (libFuzzer's -report_slow_units),
# and one that takes FUZZ_TIMEOUT_SECONDS (10 s) is stopped as a hang (-timeout-). Both are
# generous for AddressSanitizer: a parser that is linear takes milliseconds on the largest input.
#
#   scripts/fuzz.sh                 every target, 15 s each
#   scripts/fuzz.sh 60 route form   those targets, 60 s each
#   FUZZ_KEEP_GOING=1 scripts/fuzz.sh 300   go on after a crash (libFuzzer's -fork mode), to
#                                   collect several different crashes of a target in one run
#   FUZZ_SKIP_BUILD=1 scripts/fuzz.sh       fuzz with the binary built last time
#   FUZZ_SCRATCH=.build scripts/fuzz.sh 6   build in the normal build's scratch path: only our
#                                   targets are compiled again, instrumented (scripts/test, last);
#                                   the next plain `swift build` compiles them again, plain
#   FUZZ_SLOW_SECONDS=2 FUZZ_TIMEOUT_SECONDS=20 scripts/fuzz.sh   other limits for one input
#
# Seeds come from Fuzz/corpus/<target>/ (committed, small); what libFuzzer adds goes to
# .build-fuzz/corpus/<target>/ and is reused by the next run. Logs: .build-fuzz/logs/.
# Prints one line a target, then `fuzz: N passed, M failed`; exits 1 when any target failed.
# The build uses its own scratch path, .build-fuzz, so it never disturbs `.build`, unless
# FUZZ_SCRATCH names another. Only our targets are instrumented (MARQUEE_FUZZING=1, Package.swift):
# coverage guides the fuzzer through Marquee's parsers, not through its dependencies' code.
set -uo pipefail
cd "$(dirname "$0")/.."

seconds=${1:-15}
[ $# -gt 0 ] && shift
scratch=${FUZZ_SCRATCH:-.build-fuzz}
# One input's limits, in whole seconds (libFuzzer counts a unit's time in whole seconds).
slow_seconds=${FUZZ_SLOW_SECONDS:-3}
timeout_seconds=${FUZZ_TIMEOUT_SECONDS:-10}

binary="$scratch/debug/MarqueeFuzz"
if [ "${FUZZ_SKIP_BUILD:-0}" != 1 ]; then
  echo "==> swift build (fuzzing, AddressSanitizer) --scratch-path $scratch"
  # The gold linker warns, harmlessly, about every ASan helper symbol it cannot export.
  MARQUEE_FUZZING=1 swift build --scratch-path "$scratch" --product MarqueeFuzz 2>&1 | grep -v 'Cannot export local symbol'
  [ "${PIPESTATUS[0]}" -eq 0 ] || { echo "fuzz: the build failed" >&2; exit 2; }
fi
[ -x "$binary" ] || { echo "fuzz: $binary is missing; run without FUZZ_SKIP_BUILD" >&2; exit 2; }

mkdir -p Fuzz/crashes "$scratch/logs"
# The Swift runtime's backtracer would spend ~30 s symbolicating each crash; libFuzzer and ASan
# print the stack themselves. Leak checks are off: Foundation's caches and tasks that end after
# their input make them report noise.
export SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0}
keep_going=()
[ "${FUZZ_KEEP_GOING:-0}" = 1 ] && keep_going=(-fork=1 -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1)

# Replays a saved input and prints what stopped it: the message, then the top two frames that
# are not the runtime's or libFuzzer's, which tell one bug from another.
describe() {
  local output message
  output=$("$binary" "$1" "$2" </dev/null 2>&1)
  message=$(printf '%s\n' "$output" | grep -m1 -E 'Fatal error|property broken|ERROR: (AddressSanitizer|libFuzzer)|ALARM' | sed -E 's/^==[0-9]+== //' | cut -c1-300)
  echo "${message:-(it did not crash when replayed)}"
  printf '%s\n' "$output" | grep -E '^ +#[0-9]+ ' \
    | grep -vE 'compiler-rt|/libc\.so|_assertionFailure|fatalError|LLVMFuzzerTestOneInput|MarqueeFuzz/(LibFuzzer|FuzzTarget)\.swift' \
    | head -2 | sed -E 's/^ +#[0-9]+ 0x[0-9a-f]+ in ([^ ]+).*/\1/' | paste -sd' ' -
}

# The signature of a saved input, replayed once and remembered in $scratch/signatures/.
signature() {
  local cache="$scratch/signatures/$(basename "$2")"
  [ -f "$cache" ] || describe "$1" "$2" >"$cache"
  tail -n 1 "$cache"
}

demangle() {
  swift demangle --simplified 2>/dev/null || cat
}

mkdir -p "$scratch/signatures"
passed=0 failed=0
while read -r target max_len _; do
  if [ $# -gt 0 ] && [[ " $* " != *" $target "* ]]; then continue; fi
  corpus="$scratch/corpus/$target" log="$scratch/logs/$target.log"
  mkdir -p "$corpus"
  old=$(ls Fuzz/crashes | grep "^$target-" || true)
  "$binary" "$target" "$corpus" "Fuzz/corpus/$target" \
    -max_total_time="$seconds" -max_len="$max_len" -timeout="$timeout_seconds" -report_slow_units="$slow_seconds" \
    -rss_limit_mb=2048 -detect_leaks=0 \
    -artifact_prefix="Fuzz/crashes/$target-" ${keep_going[@]+"${keep_going[@]}"} </dev/null >"$log" 2>&1
  status=$?
  runs=$(grep -Eo '^(Done [0-9]+ runs|#[0-9]+)' "$log" | tail -1 | grep -Eo '[0-9]+')
  new=$(ls -Sr Fuzz/crashes | grep "^$target-" | grep -vxF "$old" || true)
  # A slow input does not stop libFuzzer (its exit status stays 0): it says "Slowest unit: N s"
  # and writes the input to <prefix>slow-unit-<sha1>. An input saved by an earlier run is
  # written again under the same name, so the log is read too, not only the new files.
  slow=$( { grep -Eo 'Test unit written to [^ ]*slow-unit-[0-9a-f]+' "$log" | sed 's/^Test unit written to //'
            printf '%s\n' $new | grep -E -- '-slow-unit-' | sed 's|^|Fuzz/crashes/|'; } | sort -u)
  slowest=$(grep -Eo 'Slowest unit: [0-9]+ s' "$log" | grep -Eo '[0-9]+' | sort -n | tail -1)
  if [ "$status" -eq 0 ] && [ -z "$new" ] && [ -z "$slow" ]; then
    passed=$((passed + 1))
    echo "fuzz: $target passed (${runs:-?} runs in ${seconds}s)"
    continue
  fi
  failed=$((failed + 1))
  echo "fuzz: $target FAILED (exit $status${slow:+, a slow input}, ${runs:-?} runs; log: $log)"
  for file in $slow; do
    echo "      slow input: it took ${slowest:-$slow_seconds} s or more (the limit is ${slow_seconds} s; work must be linear in the input): $file"
    echo "        time it with a plain build: time swift run MarqueeFuzz $target $file"
  done
  # One input a bug: a crash whose signature is already saved is a duplicate and is removed.
  # Only crashes are replayed; a timeout or an out-of-memory input is kept as it is.
  declare -A saved=()
  for file in $old; do
    [[ $file == "$target-crash-"* ]] || continue
    # A fixed crash (kept for scripts/test to replay) no longer crashes, and has no signature.
    sig=$(signature "$target" "Fuzz/crashes/$file")
    [ -n "$sig" ] && saved[$sig]=$file
  done
  declare -A reported=()
  for file in $new; do
    [[ $file == "$target-slow-unit-"* ]] && continue  # said above
    if [[ $file != "$target-crash-"* ]]; then
      echo "      ${file#"$target-"}: Fuzz/crashes/$file"
      continue
    fi
    sig=$(signature "$target" "Fuzz/crashes/$file")
    if [ -z "$sig" ]; then
      echo "      crash that did not happen again when replayed: Fuzz/crashes/$file (see $log)"
      continue
    elif [ -n "${saved[$sig]+x}" ]; then
      rm -f "Fuzz/crashes/$file" "$scratch/signatures/$file"
      [ -n "${reported[$sig]+x}" ] || echo "      crash found again: Fuzz/crashes/${saved[$sig]}"
    else
      saved[$sig]=$file
      echo "      new crash: Fuzz/crashes/$file"
      echo "        $(head -n 1 "$scratch/signatures/$file")"
      echo "        at $(printf '%s' "$sig" | demangle)"
    fi
    reported[$sig]=1
  done
  unset saved reported
done < <("$binary" list)

echo "fuzz: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
