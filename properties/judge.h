#pragma once
// The contract's arithmetic: a band's thresholds, what a variant may answer
// (Allowed), the value of an error bound and the judgement of a value's
// coordinates against it, exactly where it decides. The checker applies it to
// a family (properties/checker/judging.h).

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "../oracle/reference.h"
#include "format.h"
#include "description.h"

namespace cc::check {

/// The largest |value| (0 for none); non-finite values are skipped.
inline double max_abs(const std::vector<double>& values) {
  double m = 0;
  for (double v : values)
    if (std::isfinite(v)) m = std::max(m, std::fabs(v));
  return m;
}

/// The contract's decision thresholds on the exact separation, [lo, hi]:
/// offset -+ delta, times M when the band is relative, -+ delta_relative M.
struct Thresholds {
  Rational lo, hi;
};

inline Thresholds thresholds(const collide_check::Band& b, double M) {
  const Rational scale = b.relative ? oracle::exact(M) : Rational(1);
  const Rational o = oracle::exact(b.offset) * scale;
  const Rational d = oracle::exact(b.delta) * scale + oracle::exact(b.delta_relative) * oracle::exact(M);
  return {Rational(o - d), Rational(o + d)};
}

/// What a contract allows a variant to answer on one valid input.
template <class Kind>
struct Allowed {
  bool hit = false, miss = false;  ///< for a variant that reports hit or miss
  std::vector<Kind> kinds;         ///< for a variant that reports the family's kinds
  std::string why;                 ///< the exact answer, and the band's reach, in words

  bool allows(Kind k, bool report_kinds, bool k_is_hit) const {
    if (!report_kinds) return k_is_hit ? hit : miss;
    return std::find(kinds.begin(), kinds.end(), k) != kinds.end();
  }
};

/// The oracle disagrees with itself on a case: its filtered decision, its
/// exact path alone (oracle::Evaluation::exact_only) and the kind of its exact
/// answer (S::exact: what `eval` prints and values are measured against) are
/// not all equal. An error of the checker, never a failure of the variant: the
/// runner ends the check with this message, which holds the case.
struct OracleDisagreement : std::logic_error {
  using std::logic_error::logic_error;
};

// ---------------------------------------------------------------- values

/// Where a bound is evaluated: the input magnitude M, the exact coordinate x,
/// the largest magnitude P among the component's exact coordinates, and the
/// family's length L when it defines one.
struct BoundAt {
  double M = 0;
  RootNumber x;
  Real P = 0;  ///< the largest |exact coordinate| of the component
  std::optional<Real> length;
  Real Q = 0;  ///< the largest |coordinate| the variant returned for the component
};

/// The value of one bound scale.
template <class T>
Real scale_value(collide_check::Scale s, const BoundAt& at) {
  using collide_check::Scale;
  const double M = at.M;
  const auto& length = at.length;
  switch (s) {
    case Scale::absolute: return Real(1);
    case Scale::input_magnitude: return Real(M);
    case Scale::value_magnitude: return boost::multiprecision::abs(oracle::to_real(at.x));
    case Scale::value_max_magnitude: return at.P;
    case Scale::result_max_magnitude: return at.Q;
    case Scale::value_ulp: return oracle::ulp_at<T>(oracle::to_real(at.x));
    case Scale::per_length:
      if (!length || *length == 0) return Real(std::numeric_limits<double>::infinity());
      return Real(1) / *length;
    case Scale::input_per_length:
      if (!length || *length == 0) return Real(std::numeric_limits<double>::infinity());
      return Real(M) / *length;
  }
  return Real(0);
}

/// The bound's value.
template <class T>
Real bound_value(const collide_check::ErrorBound& b, const BoundAt& at) {
  Real total = 0;
  for (const auto& term : b.terms)
    if (term.coefficient != 0) total += Real(term.coefficient) * scale_value<T>(term.scale, at);
  return total;
}

/// The largest magnitude among exact coordinates.
inline Real largest_magnitude(const std::vector<RootNumber>& xs) {
  Real p = 0;
  for (const auto& x : xs) p = std::max(p, Real(boost::multiprecision::abs(oracle::to_real(x))));
  return p;
}

/// The unit a measure is given in: the bound's first term's scale, in units
/// of u (2^-24 or 2^-53) where its coefficient is a modest multiple of u, else
/// as the plain error ("absolute") or in ulps.
inline bool in_units_of_u(const collide_check::ErrorBound& b, double u) {
  return b.terms[0].scale != collide_check::Scale::value_ulp && b.terms[0].coefficient <= 0x1p20 * u;
}

inline std::string measure_unit(const collide_check::ErrorBound& b, double u) {
  using collide_check::Scale;
  if (b.terms[0].scale == Scale::value_ulp) return "ulp";
  if (!in_units_of_u(b, u)) return b.terms[0].scale == Scale::absolute ? "absolute" : "of the bound";
  switch (b.terms[0].scale) {
    case Scale::absolute: return "u";
    case Scale::input_magnitude: return "u M";
    case Scale::value_magnitude: return "u |x*|";
    case Scale::value_max_magnitude: return "u P";
    case Scale::result_max_magnitude: return "u |p|";
    case Scale::value_ulp: return "ulp";
    case Scale::per_length: return "u / L";
    case Scale::input_per_length: return "u M / L";
  }
  return "?";
}

/// One coordinate's error in the unit measure_unit names.
template <class T>
double error_in_unit(const collide_check::ErrorBound& b, const Real& err, const BoundAt& at) {
  using collide_check::Scale;
  const double u = std::ldexp(1.0, -std::numeric_limits<T>::digits);
  const Scale s = b.terms[0].scale;
  Real unit;
  if (s == Scale::value_ulp) unit = scale_value<T>(s, at);
  else if (in_units_of_u(b, u)) unit = Real(u) * scale_value<T>(s, at);
  else if (s == Scale::absolute) unit = 1;
  else unit = bound_value<T>(b, at);
  if (unit == 0) return err == 0 ? 0.0 : std::numeric_limits<double>::infinity();
  return static_cast<double>(err / unit);
}

/// The judgement of one value component: empty `why` when within the bound.
struct ValueJudgement {
  bool compared = false;  ///< both had the component
  std::string why;        ///< the violation, empty when within
  double measure = 0;     ///< the worst coordinate's error in the bound's unit
  double ratio = 0;       ///< the worst coordinate's error over its bound there (1: at the bound)
  /// A normal whose bound reached 2 somewhere: any two unit vectors are within
  /// 2 of each other (per coordinate and Euclidean), so the bound there
  /// accepts every unit normal and judges nothing.
  bool accepts_any_unit_vector = false;
};

/// Whether an infinite coordinate `got` is the answer the convention
/// Contract::infinite_beyond_range allows: an infinity of the exact coordinate's
/// sign where |x*| + limit reaches T's largest finite value (the comparison
/// exact, given the bound's value).
template <class T>
bool infinity_allowed(double got, const RootNumber& exact, const Real& limit) {
  if (!std::isinf(got)) return false;
  const int s = oracle::compare_across(exact, RootNumber(Rational(0)));
  if (s == 0 || (got > 0) != (s > 0)) return false;
  const Rational top = oracle::exact(static_cast<double>(std::numeric_limits<T>::max()));
  const Rational reach = Rational(top - limit.template convert_to<Rational>());  // a dyadic MPFR value: exact
  const RootNumber magnitude = s > 0 ? exact : -exact;
  return oracle::compare_across(magnitude, RootNumber(reach)) >= 0;
}

/// Whether exact x lies within `limit` of g, |g - x| <= limit, decided exactly
/// (limit, an MPFR value, is a dyadic rational).
inline bool within_exactly(double g, const RootNumber& x, const Real& limit) {
  const Rational l = limit.template convert_to<Rational>();
  const Rational gr = oracle::exact(g);
  return oracle::compare_across(RootNumber(Rational(gr - l)), x) <= 0 &&
         oracle::compare_across(x, RootNumber(Rational(gr + l))) <= 0;
}

/// Whether a component's coordinates are judged as 2D points under the
/// Euclidean norm (an even number of them, and the contract says so).
inline bool euclidean_points(collide_check::Norm norm, std::size_t count) {
  return norm == collide_check::Norm::euclidean && count % 2 == 0;
}

/// Compares the variant's coordinates of `component` with the exact ones under
/// bound `b` (exactly for the side, in 120-bit MPFR for the magnitude: a bound
/// is an inequality with slack, never a decision). Per coordinate, or with
/// Norm::euclidean the length |x - x*| of each 2D point's error, the bound
/// evaluated at the point's exact coordinate of larger magnitude. With
/// `infinity_beyond_range` a coordinate may be an infinity where
/// infinity_allowed says so (that coordinate, or its point, is then not measured).
template <class T>
ValueJudgement judge_coordinates(const std::string& component, const std::vector<double>& got,
                                 const std::vector<RootNumber>& exact, const collide_check::ErrorBound& b, double M,
                                 const std::optional<Real>& length, bool infinity_beyond_range = false,
                                 collide_check::Norm norm = collide_check::Norm::per_coordinate) {
  ValueJudgement j;
  if (got.empty() && exact.empty()) return j;
  j.compared = true;
  if (got.size() != exact.size()) {
    j.why = component + ": the variant gives " + std::to_string(got.size()) + " coordinates, the exact answer " +
            std::to_string(exact.size());
    return j;
  }
  BoundAt at{M, RootNumber(), largest_magnitude(exact), length, 0};
  for (double g : got)
    if (std::isfinite(g)) at.Q = std::max(at.Q, Real(std::fabs(g)));
  for (std::size_t i = 0; i < got.size(); ++i) {
    at.x = exact[i];
    if (!std::isfinite(got[i])) {
      if (infinity_beyond_range && infinity_allowed<T>(got[i], exact[i], bound_value<T>(b, at))) continue;
      j.why = component + " coordinate " + std::to_string(i) + " is " + decimal(got[i]) +
              (infinity_beyond_range && std::isinf(got[i])
                   ? ", but the exact ~" + decimal(oracle::nearest_double(exact[i])) +
                         " is not within the bound of the largest finite value (or has the other sign)"
                   : "");
      return j;
    }
    const RootNumber g(oracle::exact(got[i]));
    if (b.side != collide_check::Side::both && oracle::compare_across(g, exact[i]) > 0) {
      j.why = component + " " + decimal(got[i]) + " is after the exact " + exact[i].str() + " (~" +
              decimal(oracle::nearest_double(exact[i])) + ")";
      return j;
    }
    if (b.side == collide_check::Side::largest_not_above) {
      const T next = std::nextafter(static_cast<T>(got[i]), std::numeric_limits<T>::infinity());
      if (oracle::compare_across(RootNumber(oracle::exact(static_cast<double>(next))), exact[i]) <= 0) {
        j.why = component + " " + hex_and_decimal(got[i]) + " is not the largest value not above the exact " +
                exact[i].str() + " (~" + decimal(oracle::nearest_double(exact[i])) + ")";
        return j;
      }
    }
  }
  const bool euclidean = euclidean_points(norm, got.size());
  const std::size_t step = euclidean ? 2 : 1;
  for (std::size_t i = 0; i < got.size(); i += step) {
    if (!std::isfinite(got[i]) || (euclidean && !std::isfinite(got[i + 1]))) continue;  // an allowed infinity
    Real err;
    if (euclidean) {
      const Real dx = Real(got[i]) - oracle::to_real(exact[i]), dy = Real(got[i + 1]) - oracle::to_real(exact[i + 1]);
      err = boost::multiprecision::sqrt(dx * dx + dy * dy);
      at.x = boost::multiprecision::abs(oracle::to_real(exact[i])) >=
                     boost::multiprecision::abs(oracle::to_real(exact[i + 1]))
                 ? exact[i]
                 : exact[i + 1];
    } else {
      err = boost::multiprecision::abs(Real(got[i]) - oracle::to_real(exact[i]));
      at.x = exact[i];
    }
    const Real limit = bound_value<T>(b, at);
    if (limit > 0) j.ratio = std::max(j.ratio, static_cast<double>(err / limit));
    if (component == "normal" && limit >= 2) j.accepts_any_unit_vector = true;
    j.measure = std::max(j.measure, error_in_unit<T>(b, err, at));
    // The error is measured in 120 bits; a coordinate whose exact error lies
    // within that rounding of the bound (a t one ulp below a t* that is a
    // hair under a double) is decided exactly: is x* in [g - limit, g + limit]?
    if (err > limit && !euclidean && within_exactly(got[i], exact[i], limit)) continue;
    if (err > limit) {
      if (euclidean)
        j.why = component + " point " + std::to_string(i / 2) + ": (" + hex_and_decimal(got[i]) + ", " +
                hex_and_decimal(got[i + 1]) + "), exact ~(" + decimal(oracle::nearest_double(exact[i])) + ", " +
                decimal(oracle::nearest_double(exact[i + 1])) + "), Euclidean error " +
                decimal(static_cast<double>(err)) + " > bound " + decimal(static_cast<double>(limit));
      else
        j.why = component + " coordinate " + std::to_string(i) + ": " + hex_and_decimal(got[i]) + ", exact ~" +
                decimal(oracle::nearest_double(exact[i])) + ", error " + decimal(static_cast<double>(err)) +
                " > bound " + decimal(static_cast<double>(limit));
      return j;
    }
  }
  return j;
}

/// |a - b| within `tol` per coordinate, for two of the variant's own answers;
/// with Norm::euclidean the length of each 2D point's difference within the
/// tolerance of its first coordinate (coordinate_bounds gives both the same).
inline std::string coordinates_close(const std::string& component, const std::vector<double>& a,
                                     const std::vector<double>& b, const std::vector<Real>& tol,
                                     collide_check::Norm norm = collide_check::Norm::per_coordinate) {
  if (a.size() != b.size())
    return component + ": " + std::to_string(a.size()) + " coordinates against " + std::to_string(b.size());
  for (std::size_t i = 0; i < a.size(); ++i) {
    if (!std::isfinite(a[i]) || !std::isfinite(b[i])) {
      if (std::isnan(a[i]) || std::isnan(b[i]) || a[i] != b[i])
        return component + " coordinate " + std::to_string(i) + ": " + decimal(a[i]) + " against " + decimal(b[i]);
    }
  }
  if (euclidean_points(norm, a.size())) {
    for (std::size_t i = 0; i < a.size(); i += 2) {
      if (!std::isfinite(a[i]) || !std::isfinite(a[i + 1])) continue;  // equal infinities, checked above
      const Real dx = Real(a[i]) - Real(b[i]), dy = Real(a[i + 1]) - Real(b[i + 1]);
      const Real d = boost::multiprecision::sqrt(dx * dx + dy * dy);
      if (d > tol[i])
        return component + " point " + std::to_string(i / 2) + ": (" + hex_and_decimal(a[i]) + ", " +
               hex_and_decimal(a[i + 1]) + ") against (" + hex_and_decimal(b[i]) + ", " + hex_and_decimal(b[i + 1]) +
               "), apart by " + decimal(static_cast<double>(d)) + " > " + decimal(static_cast<double>(tol[i])) +
               " (Euclidean)";
    }
    return {};
  }
  for (std::size_t i = 0; i < a.size(); ++i) {
    if (!std::isfinite(a[i]) || !std::isfinite(b[i])) continue;
    const Real d = boost::multiprecision::abs(Real(a[i]) - Real(b[i]));
    if (d > tol[i])
      return component + " coordinate " + std::to_string(i) + ": " + hex_and_decimal(a[i]) + " against " +
             hex_and_decimal(b[i]) + ", apart by " + decimal(static_cast<double>(d)) + " > " +
             decimal(static_cast<double>(tol[i]));
  }
  return {};
}

}  // namespace cc::check
