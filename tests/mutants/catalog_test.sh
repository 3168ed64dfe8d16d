#!/usr/bin/env bash
# The mutant catalog is well formed (tools/run-mutants.sh --validate: every
# original text occurs exactly once in its file, every category is present, ids
# are unique, at least 40 entries), and the validation rejects each kind of
# broken catalog, with its reason. Builds nothing.
set -uo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
RUN="$ROOT/tools/run-mutants.sh"
CATALOG="$ROOT/tests/mutants/catalog.txt"
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
failures=0

fail() { echo "FAIL: $*"; failures=$((failures + 1)); }

# The real catalog passes.
if out=$(bash "$RUN" --validate 2>&1); then
  echo "$out"
else
  fail "the catalog does not validate:"
  echo "$out"
fi

# A broken copy must be rejected with the expected message.
# expect_rejected NAME MESSAGE: validates $TMP/NAME.txt.
expect_rejected() {
  local name=$1 message=$2 out
  if out=$(bash "$RUN" --validate --catalog "$TMP/$name.txt" 2>&1); then
    fail "$name: accepted"
  elif [[ $out != *"$message"* ]]; then
    fail "$name: rejected without '$message':"
    echo "$out"
  else
    echo "ok: $name rejected ($message)"
  fi
}

# The first entry's id and original text.
first_id=$(sed -n 's/^id: //p' "$CATALOG" | head -1)
first_original=$(sed -n 's/^original: //p' "$CATALOG" | head -1)

# An id used twice: the second entry takes the first one's id.
awk -v id="$first_id" '/^id: / && ++n == 2 { print "id: " id; next } 1' "$CATALOG" >"$TMP/duplicate-id.txt"
expect_rejected duplicate-id "id used twice"

# An original text that is not in the file.
awk -v o="original: $first_original" '$0 == o && !done { print "original: no such text in the file"; done = 1; next } 1' \
  "$CATALOG" >"$TMP/text-not-found.txt"
expect_rejected text-not-found "occurs 0 times"

# An original text that occurs more than once (a lone brace).
awk -v o="original: $first_original" '$0 == o && !done { print "original: }"; done = 1; next } 1' \
  "$CATALOG" >"$TMP/text-not-unique.txt"
expect_rejected text-not-unique "must be exactly once"

# Every mutant of one category recategorized: that category is missing.
sed 's/^category: later-root$/category: sign/' "$CATALOG" >"$TMP/category-missing.txt"
expect_rejected category-missing "no mutant of category 'later-root'"

# An unknown category.
sed '0,/^category: .*/s//category: cosmic-ray/' "$CATALOG" >"$TMP/category-unknown.txt"
expect_rejected category-unknown "unknown category 'cosmic-ray'"

# Fewer than 40 entries: the first 30 blocks only.
awk 'BEGIN { RS = ""; ORS = "\n\n" } /(^|\n)id: / { if (++n > 30) exit } { print }' "$CATALOG" >"$TMP/too-few.txt"
expect_rejected too-few "at least 40 required"

# A missing field.
awk '/^models: / && !done { done = 1; next } 1' "$CATALOG" >"$TMP/missing-models.txt"
expect_rejected missing-models "missing 'models'"

# A file outside the robust kernels.
sed '0,/^file: .*/s//file: kernels\/seeds\/point_point.h/' "$CATALOG" >"$TMP/seed-file.txt"
expect_rejected seed-file "file must be kernels/robust/*.h or kernels/detail/*.h"

if ((failures)); then
  echo "$failures check(s) failed"
  exit 1
fi
echo "all checks passed"
