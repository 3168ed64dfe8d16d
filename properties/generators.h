#pragma once
// Scalar generators shared by every family. All of them shrink toward small
// integers and short dyadic values (RapidCheck shrinks an integer toward the
// low end of its range, so magnitudes and exponents are generated from 0 up and
// signs separately). None uses std::uniform_*_distribution: values come from
// RapidCheck's own deterministic bit source, so a seed means the same inputs on
// every standard library.

#include <rapidcheck.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <string>
#include <vector>

namespace cc::gen {

/// An integer in [-limit, limit] that shrinks toward 0 (then toward positive).
inline rc::Gen<std::int64_t> small_signed(std::int64_t limit) {
  return rc::gen::apply(
      [](std::int64_t mag, bool neg) { return neg ? -mag : mag; },
      rc::gen::inRange<std::int64_t>(0, limit + 1), rc::gen::arbitrary<bool>());
}

/// An integer in [lo, hi] (lo <= 0 <= hi) that shrinks toward 0.
inline rc::Gen<int> exponent_in(int lo, int hi) {
  const std::int64_t lim = std::max(-lo, hi);
  return rc::gen::map(rc::gen::suchThat(small_signed(lim), [=](std::int64_t e) { return e >= lo && e <= hi; }),
                      [](std::int64_t e) { return static_cast<int>(e); });
}

/// The integer `m` as a T, with the sign of `negative` kept on zero (so -0 is drawn).
template <class T>
T signed_value(std::int64_t magnitude, bool negative) {
  const T v = static_cast<T>(magnitude);
  return negative ? -v : v;
}

/// An integer-valued T in [-limit, limit], -0 included; shrinks toward 0.
template <class T>
rc::Gen<T> small_integer(std::int64_t limit) {
  return rc::gen::apply([](std::int64_t mag, bool neg) { return signed_value<T>(mag, neg); },
                        rc::gen::inRange<std::int64_t>(0, limit + 1), rc::gen::arbitrary<bool>());
}

/// A full-precision T of magnitude below 2^(digits - k) for a given k: a random
/// significand of the scalar's full width, scaled by 2^-k. Shrinks toward a
/// small integer significand.
template <class T>
rc::Gen<T> full_precision_scaled(int k) {
  constexpr int digits = std::numeric_limits<T>::digits;
  return rc::gen::apply(
      [k](std::int64_t mag, bool neg) { return std::ldexp(signed_value<T>(mag, neg), -k); },
      rc::gen::inRange<std::int64_t>(0, (std::int64_t{1} << digits)), rc::gen::arbitrary<bool>());
}

/// A T exactly k ulps away from v (k may be negative), by repeated nextafter.
template <class T>
T ulps_away(T v, int k) {
  const T toward = k > 0 ? std::numeric_limits<T>::infinity() : -std::numeric_limits<T>::infinity();
  for (int i = 0; i < std::abs(k); ++i) v = std::nextafter(v, toward);
  return v;
}

/// The exponent range over which a configuration of small integers (up to 2^4)
/// can be scaled by 2^e without overflow: the subnormals up to near the top.
template <class T>
constexpr int lowest_scale_exponent() { return std::numeric_limits<T>::min_exponent - std::numeric_limits<T>::digits; }
template <class T>
constexpr int highest_scale_exponent() { return std::numeric_limits<T>::max_exponent - 5; }

/// `count` small integers (|v| <= limit, limit < 2^4) scaled together by one 2^e
/// drawn over T's whole exponent range, subnormals included: the scale-sweep
/// regime's values. Shrinks toward small integers at scale 1.
template <class T>
rc::Gen<std::vector<T>> scale_swept_values(std::size_t count, std::int64_t limit) {
  return rc::gen::apply(
      [](std::vector<T> v, int e) {
        for (T& x : v) x = std::ldexp(x, e);
        return v;
      },
      rc::gen::container<std::vector<T>>(count, small_integer<T>(limit)),
      exponent_in(lowest_scale_exponent<T>(), highest_scale_exponent<T>()));
}

/// The exponents the mixed_magnitude regime draws from: tiny values are
/// subnormal up to 2^tiny_top (2^-600 for double, 2^-100 for float), huge ones
/// from 2^huge_bottom (2^300, 2^40) to near the top of the range.
template <class T>
struct MixedMagnitudeRange {
  static constexpr bool f32 = std::is_same_v<T, float>;
  static constexpr int tiny_top = f32 ? -100 : -600;
  static constexpr int huge_bottom = f32 ? 40 : 300;
};

/// A case of the family's other regimes scaled as a whole by one power of two,
/// so that its largest |value| lands at 2^E with E near the top of T's range
/// (from 2^(max_exponent / 2) to highest_scale_exponent: where squares and
/// products overflow and kernels scale down) or near the bottom (from
/// 2^(min_exponent / 2) down into the subnormals: where they underflow). The
/// shape is kept exactly (exact touching stays exact) unless its smallest
/// values fall below the subnormals' resolution. An all-zero case is
/// returned as is. Shrinks toward the top of the range's low end.
template <class T>
rc::Gen<std::vector<T>> extreme_scale_values(rc::Gen<std::vector<T>> base) {
  constexpr int high_lo = std::numeric_limits<T>::max_exponent / 2, high_hi = highest_scale_exponent<T>();
  constexpr int low_hi = std::numeric_limits<T>::min_exponent / 2;
  constexpr int low_lo = std::numeric_limits<T>::min_exponent - 1;
  return rc::gen::apply(
      [](std::vector<T> v, bool low, int k) {
        T m = 0;
        for (T x : v) m = std::max(m, std::fabs(x));
        if (!(m > 0) || !std::isfinite(m)) return v;
        int e = 0;
        std::frexp(m, &e);  // m in [2^(e-1), 2^e)
        const int target = low ? low_hi - k % (low_hi - low_lo + 1) : high_lo + k % (high_hi - high_lo + 1);
        for (T& x : v) x = std::ldexp(x, target - e);
        return v;
      },
      base, rc::gen::arbitrary<bool>(), rc::gen::inRange(0, 1 << 12));
}

/// The exponents k of threshold_band's relative distances 2^-k: from 2^-8,
/// beyond every coarse filter, down past 2^-(2 digits of double): through
/// every threshold a kernel has (a filter's bound is relative u or a few u; a
/// double-double stage's, u^2). The same for float: a float kernel that
/// widens to double has double's thresholds (2^-50 to 2^-106), far below
/// float's own.
template <class T>
struct ThresholdBandRange {
  static constexpr int first = 8;
  static constexpr int last = 2 * std::numeric_limits<double>::digits + 8;
};

/// A case of the family's boundary regimes (exactly on a decision boundary,
/// or a few ulps off it) moved off it by a distance swept geometrically: one
/// value gets +-2^(E - k) added, where 2^E > M >= 2^(E-1) for the case's
/// largest |value| M and k is uniform over ThresholdBandRange. The value
/// moved is drawn among those whose ulp is at most that distance (a zero
/// always is one), so the move is carried to within half of itself; when no
/// value can carry it (k beyond the digits and every value near M, or 2^(E-k)
/// below the subnormals), the smallest nonzero value moves one ulp instead.
/// The distance from the boundary is then about 2^-k M times the geometry's
/// own factor: every filter's threshold, computed error between half and
/// twice its bound, lies inside the sweep. An all-zero or non-finite case is
/// returned as is. Shrinks toward k = 8, the first candidate value, +.
template <class T>
rc::Gen<std::vector<T>> threshold_band_values(rc::Gen<std::vector<T>> base) {
  using Range = ThresholdBandRange<T>;
  return rc::gen::apply(
      [](std::vector<T> v, int k_offset, bool negative, int pick) {
        T m = 0;
        for (T x : v) {
          if (!std::isfinite(x)) return v;
          m = std::max(m, std::fabs(x));
        }
        if (!(m > 0)) return v;
        const int k = Range::first + k_offset;
        const T step = std::ldexp(T(1), std::ilogb(m) + 1 - k);
        std::vector<std::size_t> carriers;
        for (std::size_t i = 0; i < v.size(); ++i) {
          const T x = v[i];
          const T ulp = std::nextafter(std::fabs(x), std::numeric_limits<T>::infinity()) - std::fabs(x);
          if (step > 0 && ulp <= step) carriers.push_back(i);
        }
        if (!carriers.empty()) {
          const std::size_t i = carriers[static_cast<std::size_t>(pick) % carriers.size()];
          v[i] = negative ? v[i] - step : v[i] + step;
          return v;
        }
        std::size_t smallest = 0;
        for (std::size_t i = 0; i < v.size(); ++i)
          if (v[i] != 0 && (v[smallest] == 0 || std::fabs(v[i]) < std::fabs(v[smallest]))) smallest = i;
        v[smallest] = ulps_away(v[smallest], negative ? -1 : 1);
        return v;
      },
      // Fixed size: the sweep is uniform over k in every case, not only late in a run.
      base, rc::gen::resize(100, rc::gen::inRange(0, Range::last - Range::first + 1)), rc::gen::arbitrary<bool>(),
      rc::gen::resize(100, rc::gen::inRange(0, 1 << 12)));
}

/// One of four moves applied to a case of the family's other regimes, so that
/// magnitudes far apart meet in one input (a kernel exact only within a span
/// of exponents fails here):
///   0. one to three values become tiny, keeping their sign;
///   1. every zero becomes a tiny positive value (move 0 when there is none);
///   2. one or two values become huge, keeping their sign;
///   3. every value is scaled by its own 2^e over the whole exponent range
///      (kept finite; a value may underflow to zero);
///   4. the whole case is scaled by one 2^e that brings its largest magnitude
///      to 2^huge_bottom or above (up to near the top), or to 2^tiny_top or
///      below (down to the smallest normal): the case's structure (collinear,
///      tangent, k ulps from a boundary) kept at the ends of the range, where
///      a kernel's frame or its float conversions give way (smaller values
///      may round into the subnormals).
/// A replaced value is m 2^e with a small integer m. Shrinks toward move 0, one
/// value, m = 1 and the exponent nearest the O(1) values (2^tiny_top,
/// 2^huge_bottom, 2^0).
template <class T>
rc::Gen<std::vector<T>> mixed_magnitude_values(rc::Gen<std::vector<T>> base) {
  return rc::gen::apply(
      [](std::vector<T> v, int move, int count, std::vector<std::size_t> where, std::vector<int> exponents,
         std::vector<int> significands) {
        using Range = MixedMagnitudeRange<T>;
        constexpr int lowest = lowest_scale_exponent<T>(), highest = highest_scale_exponent<T>();
        if (v.empty()) return v;
        const auto value = [&](std::size_t i, T like, int e) {
          const T m = static_cast<T>(1 + significands[i % significands.size()]);
          return std::copysign(std::ldexp(m, e), like);
        };
        const auto tiny = [&](std::size_t i, T like) {
          return value(i, like, Range::tiny_top - exponents[i % exponents.size()] % (Range::tiny_top - lowest + 1));
        };
        if (move == 1 && std::find(v.begin(), v.end(), T(0)) == v.end()) move = 0;
        switch (move) {
          case 0:
            for (int k = 0; k <= count % 3; ++k) {
              const std::size_t i = where[static_cast<std::size_t>(k)] % v.size();
              v[i] = tiny(static_cast<std::size_t>(k), v[i] == 0 ? T(1) : v[i]);
            }
            break;
          case 1:
            for (std::size_t i = 0; i < v.size(); ++i)
              if (v[i] == 0) v[i] = tiny(i, T(1));
            break;
          case 2:
            for (int k = 0; k <= count % 2; ++k) {
              const std::size_t i = where[static_cast<std::size_t>(k)] % v.size();
              const int e = Range::huge_bottom + exponents[static_cast<std::size_t>(k)] % (highest - Range::huge_bottom + 1);
              v[i] = value(static_cast<std::size_t>(k), v[i] == 0 ? T(1) : v[i], e);
            }
            break;
          case 4: {
            int top = std::numeric_limits<int>::min();
            for (T x : v)
              if (x != 0 && std::isfinite(x)) top = std::max(top, std::ilogb(x));
            if (top == std::numeric_limits<int>::min()) break;  // all zero
            const int j = exponents[0];
            const int target =
                count % 2 ? Range::huge_bottom + j % (std::numeric_limits<T>::max_exponent - 2 - Range::huge_bottom + 1)
                          : Range::tiny_top - j % (Range::tiny_top - (std::numeric_limits<T>::min_exponent - 1) + 1);
            for (T& x : v) x = std::ldexp(x, target - top);
            break;
          }
          default:
            for (std::size_t i = 0; i < v.size(); ++i) {
              if (v[i] == 0) continue;
              // 0, -1, 1, -2, 2, ...: shrinks toward the unscaled value.
              const int j = exponents[i % exponents.size()] % (highest - lowest + 1);
              int e = std::clamp(j % 2 ? -(j + 1) / 2 : j / 2, lowest, highest);
              e = std::min(e, std::numeric_limits<T>::max_exponent - 2 - std::ilogb(v[i]));
              v[i] = std::ldexp(v[i], e);
            }
            break;
        }
        return v;
      },
      std::move(base), rc::gen::inRange(0, 5), rc::gen::inRange(0, 6),
      rc::gen::container<std::vector<std::size_t>>(3, rc::gen::inRange<std::size_t>(0, 1 << 16)),
      rc::gen::container<std::vector<int>>(32, rc::gen::inRange(0, 1 << 16)),
      rc::gen::container<std::vector<int>>(32, rc::gen::inRange(0, 16)));
}

/// `base` with NaN or an infinity written over one to three of its entries
/// (positions may repeat). For the special-values regime of every family.
template <class T>
rc::Gen<std::vector<T>> with_special_values(rc::Gen<std::vector<T>> base, std::size_t size) {
  return rc::gen::apply(
      [](std::vector<T> v, std::vector<std::size_t> where, std::vector<int> which) {
        constexpr T specials[] = {std::numeric_limits<T>::quiet_NaN(), std::numeric_limits<T>::infinity(),
                                  -std::numeric_limits<T>::infinity()};
        const std::size_t count = 1 + which[3] % 3;
        for (std::size_t i = 0; i < count; ++i) v[where[i]] = specials[which[i]];
        return v;
      },
      std::move(base), rc::gen::container<std::vector<std::size_t>>(3, rc::gen::inRange<std::size_t>(0, size)),
      rc::gen::container<std::vector<int>>(4, rc::gen::inRange(0, 3)));
}

/// Half the cases as with_special_values(base, size), half a case of `base`
/// (every entry finite) with one of its sizes (the entries at `sizes`: a
/// tolerance, a width or height, a radius) made negative, -1 - |v|: a negative
/// size must be refused on its own, not only beside a NaN or an infinity.
template <class T>
rc::Gen<std::vector<T>> with_special_values_or_negative_size(rc::Gen<std::vector<T>> base, std::size_t size,
                                                             std::vector<std::size_t> sizes) {
  const std::size_t n = sizes.size();
  return rc::gen::apply(
      [sizes = std::move(sizes)](std::vector<T> special, std::vector<T> finite, bool negative, std::size_t pick) {
        if (!negative) return special;
        T& s = finite[sizes[pick]];
        s = -1 - std::fabs(s);
        return finite;
      },
      with_special_values<T>(base, size), base, rc::gen::arbitrary<bool>(), rc::gen::inRange<std::size_t>(0, n));
}

/// The legs and hypotenuse (a, b, c) of a Pythagorean triple, a^2 + b^2 == c^2
/// exactly: (m^2 - n^2, 2mn, m^2 + n^2) for 0 < n < m <= limit, times k. The
/// building block of exact tangency. Shrinks toward (3, 4, 5).
struct PythagoreanTriple {
  std::int64_t a, b, c;
};
inline rc::Gen<PythagoreanTriple> pythagorean_triple(std::int64_t limit) {
  return rc::gen::apply(
      [](std::int64_t m_minus_2, std::int64_t n_minus_1, std::int64_t k_minus_1) {
        const std::int64_t m = m_minus_2 + 2, n = 1 + n_minus_1 % (m - 1), k = k_minus_1 + 1;
        return PythagoreanTriple{k * (m * m - n * n), k * 2 * m * n, k * (m * m + n * n)};
      },
      rc::gen::inRange<std::int64_t>(0, limit - 1), rc::gen::inRange<std::int64_t>(0, limit),
      rc::gen::inRange<std::int64_t>(0, 4));
}

/// Generators of one input type tagged with the regime that produced them.
template <class Input>
struct Tagged {
  std::string regime;
  Input input;
};

/// A named regime and its generator.
template <class Input>
struct Regime {
  std::string name;
  int weight = 1;
  rc::Gen<Input> gen;
};

/// Draws from the given regimes in proportion to their weights, tagging each case.
/// Shrinking moves toward the first regime, so list the most readable first.
template <class Input>
rc::Gen<Tagged<Input>> tagged_one_of(const std::vector<Regime<Input>>& regimes) {
  std::int64_t total = 0;
  for (const auto& r : regimes) total += r.weight;
  // Fixed size: RapidCheck scales inRange by the run's growing size, which would
  // favour the first regimes early in every run.
  const auto ticket_gen = rc::gen::resize(100, rc::gen::inRange<std::int64_t>(0, total));
  return rc::gen::mapcat(ticket_gen, [regimes](std::int64_t ticket) {
    std::size_t i = 0;
    while (ticket >= regimes[i].weight) ticket -= regimes[i++].weight;
    const std::string name = regimes[i].name;
    return rc::gen::map(regimes[i].gen, [name](Input in) { return Tagged<Input>{name, std::move(in)}; });
  });
}

}  // namespace cc::gen
