#!/usr/bin/env bash
# Mutation testing of the robust kernels: how many deliberate floating-point
# bugs does the gate catch?
#
#   bash tools/run-mutants.sh [--only ID...] [--cases N] [--jobs N] [--timeout S]
#   bash tools/run-mutants.sh --validate          (the catalog only; no build)
#
# The catalog is tests/mutants/catalog.txt (format at its top). The source tree
# is copied once into build/mutants/src (outside git's view; later runs copy
# only the files that changed) and built there (Release, ccache, build dir
# build/mutants/src/build/release so that ccache shares the main build's
# objects). For each mutant: the original text is replaced (it must occur
# exactly once), only `collide-check` is rebuilt, and the gate runs on the
# family's robust variants:
#
#   collide-check check --family F --variant robust --corpus <copy>/regressions/cases --no-save --jobs N
#
# Results: killed (a robust variant's check failed), survived (the gate
# passed), equivalent (the gate passed and the catalog explains why the mutant
# cannot change any answer), invalid (text not found or not unique, build
# failure, usage error, or a mutant marked equivalent that the gate kills).
# The file is restored after each mutant. One row per mutant, then
# "killed K / total T", the survivors, and build/mutants/result.json.
# Exit status 0 when every mutant is killed or equivalent, 1 otherwise, 2 on a
# usage error.
#
# Bash, coreutils, tar, cmake, ninja: nothing else (no python, no jq).
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
CATALOG="$ROOT/tests/mutants/catalog.txt"
WORK="$ROOT/build/mutants"
SRC="$WORK/src"
BUILD="$SRC/build/release"
LOGS="$WORK/logs"

CATEGORIES=(boundary tie-break sign epsilon guard eft-correction float-narrowing sum-order later-root normal-flip
            ulp-move uncertified-sign snap-removed)
FIELDS=(id family file category original models)  # replacement may be empty (a deletion)

usage() {
  sed -n '5,6p' "${BASH_SOURCE[0]}" | sed 's/^# *//' >&2
  exit 2
}

only=()
cases=""
jobs=2
timeout=300
validate_only=0
while (($#)); do
  case "$1" in
    --only)
      shift
      while (($#)) && [[ $1 != --* ]]; do only+=("$1"); shift; done
      ((${#only[@]})) || usage
      continue ;;
    --cases) [[ ${2:-} =~ ^[0-9]+$ ]] || usage; cases=$2; shift ;;
    --jobs) [[ ${2:-} =~ ^[1-9][0-9]*$ ]] || usage; jobs=$2; shift ;;
    --timeout) [[ ${2:-} =~ ^[1-9][0-9]*$ ]] || usage; timeout=$2; shift ;;
    --validate) validate_only=1 ;;
    --catalog) [[ -n ${2:-} ]] || usage; CATALOG=$2; shift ;;
    -h|--help) usage ;;
    *) echo "run-mutants: unknown argument '$1'" >&2; usage ;;
  esac
  shift
done

# ---------------------------------------------------------------- catalog ---
# Parallel arrays, one element per mutant.
M_id=() M_family=() M_file=() M_category=() M_original=() M_replacement=() M_models=() M_equivalent=() M_line=()

parse_catalog() {
  local lineno=0 line key value in_entry=0
  local -A cur=()
  local start=0
  flush() {
    ((in_entry)) || return 0
    M_id+=("${cur[id]-}") M_family+=("${cur[family]-}") M_file+=("${cur[file]-}")
    M_category+=("${cur[category]-}") M_original+=("${cur[original]-}") M_replacement+=("${cur[replacement]-}")
    M_models+=("${cur[models]-}") M_equivalent+=("${cur[equivalent]-}") M_line+=("$start")
    cur=()
    in_entry=0
  }
  while IFS= read -r line || [[ -n $line ]]; do
    lineno=$((lineno + 1))
    if [[ -z $line ]]; then flush; continue; fi
    [[ $line == '#'* ]] && continue
    if [[ ! $line =~ ^([a-z]+):( (.*))?$ ]]; then
      echo "$CATALOG:$lineno: expected 'key: value'" >&2
      return 1
    fi
    key=${BASH_REMATCH[1]} value=${BASH_REMATCH[3]}
    # In original and replacement, \n stands for a line break.
    [[ $key == original || $key == replacement ]] && value=${value//\\n/$'\n'}
    ((in_entry)) || start=$lineno
    in_entry=1
    case "$key" in
      id|family|file|category|original|replacement|models|equivalent) ;;
      *) echo "$CATALOG:$lineno: unknown key '$key'" >&2; return 1 ;;
    esac
    if [[ -n ${cur[$key]+set} ]]; then echo "$CATALOG:$lineno: '$key' given twice" >&2; return 1; fi
    cur[$key]=$value
  done <"$CATALOG"
  flush
}

# How many times $2 occurs in the text $1 (non-overlapping).
count_occurrences() {
  local text=$1 needle=$2
  local without=${text//"$needle"/}
  echo $(((${#text} - ${#without}) / ${#needle}))
}

# Checks every entry against the source tree at $1; prints each problem, returns 1 on any.
validate_catalog() {
  local tree=$1 bad=0 i f n text
  local -A seen_id=() seen_cat=()
  for ((i = 0; i < ${#M_id[@]}; ++i)); do
    local where="$CATALOG:${M_line[i]}: ${M_id[i]:-<no id>}"
    for f in "${FIELDS[@]}"; do
      local -n arr="M_$f"
      if [[ -z ${arr[i]} ]]; then echo "$where: missing '$f'" >&2; bad=1; fi
    done
    if [[ -n ${M_id[i]} ]]; then
      if [[ -n ${seen_id[${M_id[i]}]+set} ]]; then echo "$where: id used twice" >&2; bad=1; fi
      seen_id[${M_id[i]}]=1
      if [[ ! ${M_id[i]} =~ ^[a-z0-9][a-z0-9_-]*$ ]]; then echo "$where: id must be [a-z0-9_-]" >&2; bad=1; fi
    fi
    local known=0 c
    for c in "${CATEGORIES[@]}"; do [[ ${M_category[i]} == "$c" ]] && known=1; done
    if ((!known)); then echo "$where: unknown category '${M_category[i]}'" >&2; bad=1; fi
    seen_cat[${M_category[i]}]=1
    if [[ ! -f $tree/kernels/robust/${M_family[i]}.h ]]; then
      echo "$where: no family '${M_family[i]}' (kernels/robust/${M_family[i]}.h)" >&2
      bad=1
    fi
    if [[ ! ${M_file[i]} =~ ^kernels/(robust|detail)/[a-z0-9_]+\.h$ ]]; then
      echo "$where: file must be kernels/robust/*.h or kernels/detail/*.h" >&2
      bad=1
    elif [[ ! -f $tree/${M_file[i]} ]]; then
      echo "$where: no file ${M_file[i]}" >&2
      bad=1
    elif [[ -n ${M_original[i]} ]]; then
      text=$(<"$tree/${M_file[i]}")
      n=$(count_occurrences "$text" "${M_original[i]}")
      if ((n != 1)); then
        echo "$where: original text occurs $n times in ${M_file[i]} (must be exactly once)" >&2
        bad=1
      fi
    fi
    if [[ ${M_original[i]} == "${M_replacement[i]}" ]]; then echo "$where: replacement equals original" >&2; bad=1; fi
  done
  for c in "${CATEGORIES[@]}"; do
    if [[ -z ${seen_cat[$c]+set} ]]; then echo "$CATALOG: no mutant of category '$c'" >&2; bad=1; fi
  done
  if ((${#M_id[@]} < 40)); then echo "$CATALOG: ${#M_id[@]} mutants, at least 40 required" >&2; bad=1; fi
  return "$bad"
}

parse_catalog
if ((validate_only)); then
  if validate_catalog "$ROOT"; then
    declare -A per_cat=()
    for c in "${M_category[@]}"; do per_cat[$c]=$((${per_cat[$c]:-0} + 1)); done
    summary=""
    for c in "${CATEGORIES[@]}"; do summary+=" $c=${per_cat[$c]}"; done
    echo "catalog ok: ${#M_id[@]} mutants;$summary"
    exit 0
  fi
  exit 1
fi

# Selection.
selected=()
if ((${#only[@]})); then
  for want in "${only[@]}"; do
    found=-1
    for ((i = 0; i < ${#M_id[@]}; ++i)); do [[ ${M_id[i]} == "$want" ]] && found=$i; done
    if ((found < 0)); then echo "run-mutants: no mutant '$want' in $CATALOG" >&2; exit 2; fi
    selected+=("$found")
  done
else
  for ((i = 0; i < ${#M_id[@]}; ++i)); do selected+=("$i"); done
fi

# ------------------------------------------------------------ source copy ---
mkdir -p "$SRC" "$LOGS"
echo "run-mutants: syncing the source tree into $SRC"
# Tracked and untracked (not ignored) files; a file is copied only when its
# content differs, with a fresh mtime, so that ninja rebuilds exactly what changed.
while IFS= read -r -d '' f; do
  [[ -f $ROOT/$f ]] || continue
  if ! cmp -s "$ROOT/$f" "$SRC/$f"; then
    mkdir -p "$SRC/$(dirname "$f")"
    cp "$ROOT/$f" "$SRC/$f"
  fi
done < <(git -C "$ROOT" ls-files -z --cached --others --exclude-standard)
# The corpus exactly as in the tree (no stale cases).
rm -rf "$SRC/regressions/cases"
cp -r "$ROOT/regressions/cases" "$SRC/regressions/cases"

if [[ ! -f $BUILD/build.ninja ]]; then
  echo "run-mutants: configuring $BUILD"
  cmake -S "$SRC" -B "$BUILD" -G Ninja -DCMAKE_BUILD_TYPE=Release -DCMAKE_CXX_COMPILER_LAUNCHER=ccache \
    >"$LOGS/configure.log" 2>&1 || { echo "run-mutants: configure failed, see $LOGS/configure.log" >&2; exit 1; }
fi

# The catalog is validated against the copy: an entry that does not apply is
# reported invalid at its turn, the others still run.
if ! validate_catalog "$SRC" 2>"$LOGS/validate.log"; then
  echo "run-mutants: catalog problems (the entries concerned will be reported invalid):" >&2
  sed "s/^/  /" "$LOGS/validate.log" >&2
fi

echo "run-mutants: building the unmutated collide-check"
if ! ninja -C "$BUILD" -j"$jobs" collide-check >"$LOGS/base.build.log" 2>&1; then
  echo "run-mutants: the unmutated tree does not build, see $LOGS/base.build.log" >&2
  exit 1
fi

# ----------------------------------------------------------------- mutants ---
current_file=""
restore() {
  if [[ -n $current_file ]]; then
    cp "$ROOT/$current_file" "$SRC/$current_file"  # fresh mtime: the next build recompiles it
    current_file=""
  fi
}
trap restore EXIT
trap 'restore; exit 130' INT TERM

json_escape() {
  local s=$1
  s=${s//\\/\\\\}
  s=${s//\"/\\\"}
  s=${s//$'\t'/\\t}
  printf '%s' "$s"
}

R_result=() R_killer=() R_seconds=()
killed=0 survived=0 equivalent=0 invalid=0
printf '%-44s %-16s %-11s %7s  %s\n' id category result seconds "killed by"
for i in "${selected[@]}"; do
  id=${M_id[i]} file=${M_file[i]} fam=${M_family[i]}
  start=$(date +%s.%N)
  result="" killer="" note=""
  if [[ ! -f $SRC/$file || -z ${M_original[i]} ]]; then
    result=invalid note="no file or no original text"
  else
    text=$(<"$ROOT/$file")
    n=$(count_occurrences "$text" "${M_original[i]}")
    if ((n != 1)); then
      result=invalid note="original text occurs $n times"
    else
      current_file=$file
      printf '%s\n' "${text/"${M_original[i]}"/"${M_replacement[i]}"}" >"$SRC/$file"
      if ! ninja -C "$BUILD" -j"$jobs" collide-check >"$LOGS/$id.build.log" 2>&1; then
        result=invalid note="does not compile (see $LOGS/$id.build.log)"
      else
        gate=("$BUILD/collide-check" check --family "$fam" --variant robust --corpus "$SRC/regressions/cases"
              --no-save --jobs "$jobs" --timeout "$timeout")
        [[ -n $cases ]] && gate+=(--cases "$cases")
        set +e
        "${gate[@]}" >"$LOGS/$id.gate.log" 2>&1
        rc=$?
        set -e
        # Rows of the table: variant property cases seconds result...
        killer=$(awk -v fam="$fam" '$1 ~ ("^" fam "/robust/f(32|64)$") && $5 ~ /^FAIL/ {
                   k = k (k == "" ? "" : ",") $1 ":" $2 } END { print k }' "$LOGS/$id.gate.log")
        if ((rc == 1)) && [[ -n $killer ]]; then
          result=killed
        elif ((rc == 1)); then
          result=killed killer="exit 1 (crash or timeout; see $LOGS/$id.gate.log)"
        elif ((rc == 0)); then
          result=survived
        else
          result=invalid note="gate exit $rc (see $LOGS/$id.gate.log)"
        fi
      fi
      restore
    fi
  fi
  if [[ -n ${M_equivalent[i]} ]]; then
    case "$result" in
      survived) result=equivalent ;;
      killed) result=invalid note="marked equivalent but killed by $killer" ;;
    esac
  fi
  case "$result" in
    killed) killed=$((killed + 1)) ;;
    survived) survived=$((survived + 1)) ;;
    equivalent) equivalent=$((equivalent + 1)) ;;
    invalid) invalid=$((invalid + 1)) ;;
  esac
  secs=$(awk -v a="$start" -v b="$(date +%s.%N)" 'BEGIN { printf "%.1f", b - a }')
  R_result[i]=$result R_killer[i]=${killer:-$note} R_seconds[i]=$secs
  printf '%-44s %-16s %-11s %7s  %s\n' "$id" "${M_category[i]}" "$result" "$secs" "${killer:-$note}"
done

total=${#selected[@]}
echo
echo "killed $killed / total $total  (equivalent $equivalent, survived $survived, invalid $invalid)"
if ((survived + invalid)); then
  echo "not killed:"
  for i in "${selected[@]}"; do
    case "${R_result[i]}" in
      survived|invalid) echo "  ${M_id[i]} (${M_family[i]}, ${M_category[i]}): ${R_result[i]} ${R_killer[i]} -- ${M_models[i]}" ;;
    esac
  done
fi
if ((equivalent)); then
  echo "equivalent (not counted as killed):"
  for i in "${selected[@]}"; do
    [[ ${R_result[i]} == equivalent ]] && echo "  ${M_id[i]}: ${M_equivalent[i]}"
  done
fi

{
  printf '{\n  "catalog": "%s",\n  "cases": %s,\n' "$(json_escape "${CATALOG#"$ROOT/"}")" "${cases:-10000}"
  printf '  "killed": %d,\n  "survived": %d,\n  "equivalent": %d,\n  "invalid": %d,\n  "total": %d,\n' \
    "$killed" "$survived" "$equivalent" "$invalid" "$total"
  printf '  "mutants": [\n'
  sep=""
  for i in "${selected[@]}"; do
    printf '%s    {"id": "%s", "family": "%s", "file": "%s", "category": "%s", "result": "%s", ' "$sep" \
      "$(json_escape "${M_id[i]}")" "$(json_escape "${M_family[i]}")" "$(json_escape "${M_file[i]}")" \
      "$(json_escape "${M_category[i]}")" "${R_result[i]}"
    printf '"detail": "%s", "seconds": %s, "models": "%s"}' "$(json_escape "${R_killer[i]}")" "${R_seconds[i]}" \
      "$(json_escape "${M_models[i]}")"
    sep=$',\n'
  done
  printf '\n  ]\n}\n'
} >"$WORK/result.json"
echo "wrote $WORK/result.json"

((survived + invalid == 0))
