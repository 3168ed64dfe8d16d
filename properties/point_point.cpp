// point_point: variants, contracts, input regimes and properties.

#include "point_point.h"

#include "../kernels/robust/point_point.h"
#include "../kernels/seeds/point_point.h"
#include "../oracle/point_point.h"
#include "common.h"
#include "family.h"
#include "format.h"

namespace cc::check {
namespace {

template <class T>
struct PointPair {
  Vec2<T> P, Q;
  T tolerance;
};

const char* kind_name(PointPointContact k) {
  switch (k) {
    case PointPointContact::none: return "none";
    case PointPointContact::contact: return "contact";
    case PointPointContact::invalid_input: return "invalid_input";
  }
  return "?";
}

std::string show(const std::vector<double>& v, std::string (*f)(double)) {
  return "P=(" + f(v[0]) + ", " + f(v[1]) + ") Q=(" + f(v[2]) + ", " + f(v[3]) + ") tolerance=" + f(v[4]);
}

struct Traits {
  static constexpr const char* name = "point_point";

  template <class T>
  using Input = PointPair<T>;

  template <class T>
  struct Variant {
    VariantInfo info;
    PointPointContact (*fn)(Vec2<T>, Vec2<T>, T);
  };

  static std::vector<std::string> fields() { return {"P.x", "P.y", "Q.x", "Q.y", "tolerance"}; }
  template <class T>
  static std::vector<T> to_values(const Input<T>& in) {
    return {in.P.x, in.P.y, in.Q.x, in.Q.y, in.tolerance};
  }
  template <class T>
  static Input<T> from_values(const std::vector<T>& v) {
    return {{v[0], v[1]}, {v[2], v[3]}, v[4]};
  }
  static std::string describe(const std::vector<double>& v) { return show(v, decimal); }
  static std::string measure_unit() { return "none (decisions only)"; }
  static oracle::FilterStats& filter_stats() { return oracle::point_point_stats(); }

  template <class T>
  static std::vector<Variant<T>> variants();
  template <class T>
  static std::vector<PropertyDef<Input<T>, Variant<T>>> properties();
  template <class T>
  static std::vector<gen::Regime<Input<T>>> regimes();

  template <class T>
  static nlohmann::json result_json(const Variant<T>& v, const Input<T>& in) {
    return {{"kind", kind_name(v.fn(in.P, in.Q, in.tolerance))}};
  }

  static nlohmann::json oracle_json(const Input<double>& in) {
    if (!check::all_finite(to_values(in)) || in.tolerance < 0) return {{"kind", "invalid_input"}};
    return {{"kind", oracle::point_point_collide(in.P, in.Q, in.tolerance) ? "contact" : "none"}};
  }
};

template <class T>
std::vector<Traits::Variant<T>> Traits::variants() {
  const Scalar scalar = scalar_of<T>();
  const std::vector<KnownFlaw> seed_flaws = {
      {"decision_agrees_with_oracle",
       "p1.x - p2.x is rounded before the comparison: a difference just above the tolerance rounds onto it "
       "and reports contact"},
      {"special_values_give_invalid_input", "NaN fails every comparison and infinities compare: none instead of "
                                            "invalid_input"},
  };
  return {
      {VariantInfo{name, "seed001", scalar, "001_81a389abe9bca56c.txt §Collision between two points",
                   "held to the exact convention of kernels/point_point.h; what it fails is declared", seed_flaws},
       seed001::point_point<T>},
      {VariantInfo{name, "robust", scalar,
                   "exact signs of |a - b| - tolerance from the monotonicity of rounding and Fast2Sum "
                   "(Dekker 1971, doi:10.1007/BF01397083)",
                   "exact for every input: contact iff |P.x - Q.x| <= tol and |P.y - Q.y| <= tol on the exact "
                   "values; NaN/inf coordinates or a negative, NaN or infinite tolerance -> invalid_input",
                   {}},
       robust::point_point<T>},
  };
}

template <class T>
std::vector<gen::Regime<PointPair<T>>> Traits::regimes() {
  constexpr int digits = std::numeric_limits<T>::digits;
  using In = PointPair<T>;
  const auto from = [](const std::vector<T>& v) { return from_values<T>(v); };
  auto small = [](std::int64_t lim) { return gen::small_integer<T>(lim); };
  std::vector<gen::Regime<In>> r;

  r.push_back({"small_int_grid", 2,
               rc::gen::apply([](T px, T py, T qx, T qy, std::int64_t tol) { return In{{px, py}, {qx, qy}, T(tol)}; },
                              small(6), small(6), small(6), small(6), rc::gen::inRange<std::int64_t>(0, 4))});

  // Full-width coordinates at a common scale 2^-k; the tolerance at 2^-(k+m).
  r.push_back({"generic", 2, rc::gen::mapcat(rc::gen::inRange(0, digits + 20), [](int k) {
                 return rc::gen::apply(
                     [](T px, T py, T dx, T dy, T tol) {
                       return In{{px, py}, {px + dx, py + dy}, std::fabs(tol)};
                     },
                     gen::full_precision_scaled<T>(k), gen::full_precision_scaled<T>(k),
                     gen::full_precision_scaled<T>(k + 8), gen::full_precision_scaled<T>(k + 8),
                     gen::full_precision_scaled<T>(k + 8));
               })});

  // Q = P + (+-tolerance) in one or both coordinates, rounded, then moved k ulps:
  // the exact difference lands on either side of the tolerance. P's scale is
  // drawn apart from the tolerance's, so that P.x - Q.x is not always exact.
  r.push_back({"near_tolerance", 4, rc::gen::mapcat(rc::gen::inRange(0, digits + 20), [](int k) {
                 return rc::gen::apply(
                     [](T px, T py, T tol, bool neg_x, bool neg_y, std::int64_t kx, std::int64_t ky, bool y_inside) {
                       const T qx = gen::ulps_away(px + (neg_x ? -tol : tol), static_cast<int>(kx));
                       const T qy = y_inside ? py : gen::ulps_away(py + (neg_y ? -tol : tol), static_cast<int>(ky));
                       return In{{px, py}, {qx, qy}, tol};
                     },
                     gen::full_precision_scaled<T>(k), gen::full_precision_scaled<T>(k),
                     rc::gen::map(gen::full_precision_scaled<T>(digits), [](T t) { return std::fabs(t); }),
                     rc::gen::arbitrary<bool>(), rc::gen::arbitrary<bool>(), gen::small_signed(3),
                     gen::small_signed(3), rc::gen::arbitrary<bool>());
               })});

  // Q equal to P (zeros of either sign), or one ulp away, with tolerance 0.
  r.push_back({"zero_tolerance", 2,
               rc::gen::apply(
                   [](T px, T py, int move, bool negate_zero) {
                     Vec2<T> q = {px, py};
                     if (move == 1) q.x = gen::ulps_away(q.x, 1);
                     if (move == 2) q.y = gen::ulps_away(q.y, -1);
                     if (negate_zero && q.x == 0) q.x = -q.x;
                     return In{{px, py}, q, negate_zero ? T(-0.0) : T(0)};
                   },
                   small(4), small(4), rc::gen::inRange(0, 3), rc::gen::arbitrary<bool>())});

  // A small configuration at 2^e over the whole exponent range, subnormals included.
  r.push_back({"scale_sweep", 2, rc::gen::map(gen::scale_swept_values<T>(5, 16), [from](std::vector<T> v) {
                 for (int i : {4}) v[i] = std::fabs(v[i]);
                 return from(v);
               })});

  r.push_back({"special_values", 1,
               rc::gen::map(gen::with_special_values<T>(rc::gen::container<std::vector<T>>(5, small(4)), 5),
                            [from](std::vector<T> v) {
                              if (std::isfinite(v[4]) && v[4] > 0 && v[0] == 0) v[4] = -v[4];  // negative tolerance
                              return from(v);
                            })});
  return r;
}

template <class T>
bool valid(const PointPair<T>& in) {
  return check::all_finite(widened(Traits::to_values(in))) && in.tolerance >= 0;
}

template <class T>
std::string header(const PointPair<T>& in) {
  return input_lines(widened(Traits::to_values(in)), show);
}

template <class T>
std::vector<PropertyDef<PointPair<T>, Traits::Variant<T>>> Traits::properties() {
  using In = PointPair<T>;
  using V = Traits::Variant<T>;
  const std::vector<std::string> finite = {"small_int_grid", "generic", "near_tolerance", "zero_tolerance",
                                           "scale_sweep"};
  std::vector<PropertyDef<In, V>> ps;

  ps.push_back({{"decision_agrees_with_oracle", "contact or none equals the exact oracle's", finite}, valid<T>,
                [](const V& v, const In& in) {
                  const auto r = v.fn(in.P, in.Q, in.tolerance);
                  const bool truth = oracle::point_point_collide({in.P.x, in.P.y}, {in.Q.x, in.Q.y}, in.tolerance);
                  const auto want = truth ? PointPointContact::contact : PointPointContact::none;
                  if (r == want) return Verdict::pass();
                  return Verdict::fail(header(in) + "\n  variant: " + kind_name(r) + "\n  oracle:  " + kind_name(want));
                }});

  ps.push_back({{"symmetric_in_points", "swapping P and Q gives the same answer", finite}, valid<T>,
                [](const V& v, const In& in) {
                  const auto r = v.fn(in.P, in.Q, in.tolerance), s = v.fn(in.Q, in.P, in.tolerance);
                  if (r == s) return Verdict::pass();
                  return Verdict::fail(header(in) + "\n  f(P, Q): " + kind_name(r) + "\n  f(Q, P): " + kind_name(s));
                }});

  ps.push_back({{"exact_transform_invariant",
                 "90-degree rotations, mirrors, transposition and power-of-two scaling (of the tolerance too) "
                 "give the same answer",
                 finite},
                valid<T>,
                [](const V& v, const In& in) {
                  const auto r = v.fn(in.P, in.Q, in.tolerance);
                  for (const auto& t : plane_transforms<T>()) {
                    if (t.scale_exponent != 0 && !exactly_scalable<T>(widened(to_values(in)), t.scale_exponent)) continue;
                    const auto s = v.fn(t(in.P), t(in.Q), t.length(in.tolerance));
                    if (r != s)
                      return Verdict::fail(header(in) + "\n  transform: " + t.name + "\n  as given: " + kind_name(r) +
                                           "\n  mapped:   " + kind_name(s));
                  }
                  return Verdict::pass();
                }});

  ps.push_back({{"zero_tolerance_is_equality",
                 "with tolerance 0 the points collide exactly when they are equal (-0 == +0)", {"zero_tolerance"}},
                [](const In& in) { return valid(in) && in.tolerance == 0; },
                [](const V& v, const In& in) {
                  const auto r = v.fn(in.P, in.Q, in.tolerance);
                  const auto want = in.P == in.Q ? PointPointContact::contact : PointPointContact::none;
                  if (r == want) return Verdict::pass();
                  return Verdict::fail(header(in) + "\n  variant: " + kind_name(r) + "\n  expected: " + kind_name(want));
                }});

  ps.push_back({{"special_values_give_invalid_input",
                 "a NaN or infinite coordinate, or a negative, NaN or infinite tolerance, gives invalid_input",
                 {"special_values"}},
                [](const In& in) { return !valid(in); },
                [](const V& v, const In& in) {
                  const auto r = v.fn(in.P, in.Q, in.tolerance);
                  if (r == PointPointContact::invalid_input) return Verdict::pass();
                  return Verdict::fail(header(in) + "\n  variant: " + kind_name(r) + "\n  expected: invalid_input");
                }});
  return ps;
}

}  // namespace

std::unique_ptr<Family> make_point_point_family() { return std::make_unique<FamilyOf<Traits>>(); }

}  // namespace cc::check
