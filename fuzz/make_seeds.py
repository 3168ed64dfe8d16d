#!/usr/bin/env python3
"""Seed corpora of the fuzz targets from the saved cases (regressions/cases/).

    python3 fuzz/make_seeds.py CASES_DIR OUT_DIR

writes OUT_DIR/<target>/<name> for every target:
  fuzz_<family>   each saved case of the family in the values-mode encoding
                  (fuzz/README.md): header byte (bit 0: f32), then per field the
                  tag of raw bits (10) and the value's bits, little-endian; and
                  one regime-mode input per regime index 0..15 at two sizes
  fuzz_case_file  the case files themselves
  fuzz_cli        argument lists of the cheap verbs, and `case FAMILY VALUES...`
                  of each saved case
Nothing is written into the checkout; OUT_DIR is replaced.
"""

import os
import shutil
import struct
import sys

# The keys of a case file that are not input fields (regressions/case_file.h).
PROVENANCE = {"regime", "found-by", "verdict", "seed", "tool-version", "date", "build", "simplified-from"}
RAW_BITS = 10
F32, REGIME_MODE = 0x01, 0x02


def parse_value(token):
    """A case-file value token as a Python float (NaN payloads become a quiet NaN)."""
    t = token.strip()
    if t in ("inf", "+inf"):
        return float("inf")
    if t == "-inf":
        return float("-inf")
    if t in ("nan", "-nan") or t.startswith("nan:"):
        return float("nan")
    if "0x" in t or "0X" in t:
        return float.fromhex(t)
    return float(t)


def read_case(path):
    family, scalar, values = None, "f64", []
    with open(path, encoding="utf-8", errors="replace") as f:
        for line in f:
            line = line.strip()
            if not line or line.startswith("#") or ":" not in line:
                continue
            key, value = (part.strip() for part in line.split(":", 1))
            if key == "family":
                family = value
            elif key == "scalar":
                scalar = value
            elif key not in PROVENANCE:
                values.append(value.split("#", 1)[0].strip())
    return family, scalar, values


def encode(scalar, tokens):
    out = bytearray([F32 if scalar == "f32" else 0])
    for token in tokens:
        v = parse_value(token)
        out.append(RAW_BITS)
        out += struct.pack("<f", v) if scalar == "f32" else struct.pack("<d", v)
    return bytes(out)


def write(folder, name, data):
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, name), "wb") as f:
        f.write(data)


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    cases_dir, out_dir = sys.argv[1], sys.argv[2]
    if os.path.isdir(out_dir):
        shutil.rmtree(out_dir)
    families = sorted(d for d in os.listdir(cases_dir) if os.path.isdir(os.path.join(cases_dir, d)))
    cli = os.path.join(out_dir, "fuzz_cli")
    counts = {}
    for family in families:
        target = os.path.join(out_dir, "fuzz_" + family)
        folder = os.path.join(cases_dir, family)
        for name in sorted(os.listdir(folder)):
            if not name.endswith(".case"):
                continue
            path = os.path.join(folder, name)
            fam, scalar, tokens = read_case(path)
            stem = name[: -len(".case")]
            write(target, stem, encode(scalar, tokens))
            reader = os.path.join(out_dir, "fuzz_case_file")
            os.makedirs(reader, exist_ok=True)
            shutil.copyfile(path, os.path.join(reader, family + "-" + name))
            args = ["case", fam] + tokens + (["--scalar", "f32"] if scalar == "f32" else [])
            write(cli, family + "-" + stem, "\0".join(args).encode())
        for regime in range(16):
            for size in (10, 100):
                seed = struct.pack("<Q", 0x9E3779B97F4A7C15 * (regime + 1) % (1 << 64))
                for scalar in (0, F32):
                    write(target, "regime-%d-%d-%s" % (regime, size, "f32" if scalar else "f64"),
                          bytes([scalar | REGIME_MODE, regime]) + seed + bytes([size]))
        counts["fuzz_" + family] = len(os.listdir(target))
    for i, args in enumerate([
        ["list", "--brief"], ["list", "--json", "--family", "point_point"], ["list", "--family", "circle_circle"],
        ["eval", "ok.case"], ["eval", "f32.case", "ok.case"], ["eval", "bad.case"], ["eval", "missing.case"],
        ["case", "point_point", "0", "-0", "inf", "nan", "1", "0.1"], ["case", "rect_rect", "1"],
        ["case", "circle_circle", "0", "0", "1", "2", "0", "1", "-o", ".."], ["--help"], ["--version"],
        ["check", "--cases", "1"], ["frobnicate"], ["list", "--family"],
    ]):
        write(cli, "args-%02d" % i, "\0".join(args).encode())
    counts["fuzz_case_file"] = len(os.listdir(os.path.join(out_dir, "fuzz_case_file")))
    counts["fuzz_cli"] = len(os.listdir(cli))
    for target in sorted(counts):
        print("%s: %d seeds" % (target, counts[target]))


if __name__ == "__main__":
    main()
